import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountErrorCodes, accountMessages, emailPasswordTokenInputSchema } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { accountViewUrl, useEmailPasswordToken } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

const forgotFormSchema = emailPasswordTokenInputSchema.pick({ email_address: true });
interface ForgotFormValues {
  email_address: string;
}

/** docs/features/accounts.md#forgotten-password Forgot: 'No account for that email' as is; any other failure the generic sentence. */
function forgotFailure(error: unknown) {
  if (error instanceof ActionError && error.code === accountErrorCodes.noAccount) return error.failure.error;
  if (error instanceof ActionError && error.status === 429) return accountMessages.tooManyAttempts;
  return accountMessages.invalidEmail;
}

/** docs/features/accounts.md#forgotten-password "forgot": email plus Retrieve; `onSent` once the reset email is on its way. */
export function ForgotPasswordForm({ onSent }: { onSent: (emailAddress: string) => void }) {
  const settings = useSiteSettings();
  const form = useForm<ForgotFormValues>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email_address: '' },
  });
  const send = useEmailPasswordToken();
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ email_address }) =>
    send.mutate(
      { email_address, callback_url: accountViewUrl(settings.basename, 'forgot') },
      {
        onSuccess: () => onSent(email_address),
        onError: (error) => form.setError('root', { type: 'server', message: forgotFailure(error) }),
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.message} />
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.email_address?.message}
          {...form.register('email_address')}
        />
        <Button type="submit" loading={send.isPending} fullWidth mt="xs">
          Retrieve
        </Button>
      </Stack>
    </form>
  );
}
