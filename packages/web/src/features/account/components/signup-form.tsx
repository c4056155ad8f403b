import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { accountCheckInputSchema, accountMessages, type EmailCheck } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { accountViewUrl, useCheckAccount } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

const signupFormSchema = accountCheckInputSchema.pick({ email_address: true });
interface SignupFormValues {
  email_address: string;
}

/**
 * docs/features/accounts.md#sign-up "signup": one email field. A known email reads "This email address has already
 * been registered." with links to log in or recover the password; otherwise `onChecked` decides where the shopper goes (verify or create).
 */
export function SignupForm({ onChecked }: { onChecked: (check: EmailCheck, emailAddress: string) => void }) {
  const settings = useSiteSettings();
  const form = useForm<SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { email_address: '' },
  });
  const check = useCheckAccount();
  const { errors } = form.formState;
  const exists = check.data?.email_address.exists ?? false;

  const handleSubmit = form.handleSubmit(({ email_address }) =>
    check.mutate(
      { email_address, callback_url: accountViewUrl(settings.basename, 'verify') },
      {
        onSuccess: (result) => {
          if (!result.email_address.exists) onChecked(result.email_address, email_address);
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.message} />
        {exists ? (
          <FormAlert message={accountMessages.alreadyRegistered}>
            <Stack gap={4} mt="xs">
              <Anchor underline="always" component={Link} to="/account/login">
                Log in
              </Anchor>
              <Anchor underline="always" component={Link} to="/account/forgot">
                Retrieve your password
              </Anchor>
            </Stack>
          </FormAlert>
        ) : null}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.email_address?.message}
          {...form.register('email_address', { onChange: () => check.reset() })}
        />
        <Button type="submit" loading={check.isPending} fullWidth mt="xs">
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
