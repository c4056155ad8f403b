import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountMessages, linkToRequestInputSchema } from '@bookfront/contract';
import { useRequestLink } from './api.ts';
import { showLinkError, showLinkSuccess } from './link-toasts.ts';

const requestLinkFormSchema = linkToRequestInputSchema.pick({ email: true });
interface RequestLinkFormValues {
  email: string;
}

/** The institution owner invites a customer by email (docs/features/accounts.md#linked-accounts "request a link by email"). */
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
    <form onSubmit={handleSubmit} noValidate aria-labelledby="request-link-heading">
      <Title order={2} size="h4" id="request-link-heading">
        Invite someone
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        We email them a link. Once they accept, they can order for this institution.
      </Text>
      <TextInput
        label="Email address"
        type="email"
        autoComplete="off"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={requestLink.isPending}>
          Send request
        </Button>
      </Group>
    </form>
  );
}
