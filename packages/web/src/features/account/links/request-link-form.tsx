import { Button, Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountMessages, linkToRequestInputSchema } from '@bookfront/contract';
import { useRequestLink } from './api.ts';
import { showLinkError, showLinkSuccess } from './link-toasts.ts';

const requestLinkFormSchema = linkToRequestInputSchema.pick({ email: true });
interface RequestLinkFormValues {
  email: string;
}

/** The institution owner invites a customer by email (spec 2 §6 "request a link by email"). */
export function RequestLinkForm() {
  const form = useForm<RequestLinkFormValues>({
    resolver: zodResolver(requestLinkFormSchema),
    defaultValues: { email: '' },
  });
  const requestLink = useRequestLink();
  const handleSubmit = form.handleSubmit(({ email }) =>
    requestLink.mutate(
      { email },
      {
        onSuccess: (result) => {
          showLinkSuccess(result.message || accountMessages.linkRequestSent);
          form.reset();
        },
        onError: showLinkError,
      },
    ),
  );
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Request a link">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Email address"
          description="We email them a link to accept."
          type="email"
          autoComplete="off"
          style={{ flex: 1, minWidth: 0 }}
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" mt={46} loading={requestLink.isPending}>
          Send request
        </Button>
      </Group>
    </form>
  );
}
