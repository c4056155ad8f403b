import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  accountMessages,
  limits,
  newPasswordSchema,
  passwordConfirmationSchema,
  type Session,
} from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useResetPassword } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

/** docs/features/accounts.md#forgotten-password Forgot password: how long the success message shows before the shopper moves on. */
export const passwordChangedDelayMs = 3000;

const resetFormSchema = z
  .object({ password: newPasswordSchema, confirm_password: passwordConfirmationSchema.shape.confirm_password })
  .refine((value) => value.confirm_password === '' || value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: accountMessages.passwordsDoNotMatch,
    when: () => true,
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

/**
 * The Password Change Utility (docs/features/accounts.md#forgotten-password "forgot" with ?token=): new password and confirmation;
 * success shows the message for three seconds, then hands over the logged-in session.
 */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset: (session: Session) => void }) {
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const reset = useResetPassword();
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { password, token },
      {
        onSuccess: ({ session }) => window.setTimeout(() => onReset(session), passwordChangedDelayMs),
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  if (reset.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={20} aria-hidden />}>
        {reset.data.message || accountMessages.passwordChanged}
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.message}>
          {errors.root ? (
            <div>
              <Anchor underline="always" component={Link} to="/account/forgot" size="sm">
                Request a new link
              </Anchor>
            </div>
          ) : null}
        </FormAlert>
        <PasswordInput
          label="New password"
          description={`At least ${limits.passwordMin} characters`}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...form.register('confirm_password')}
        />
        <Button type="submit" loading={reset.isPending} fullWidth mt="xs">
          Change password
        </Button>
      </Stack>
    </form>
  );
}
