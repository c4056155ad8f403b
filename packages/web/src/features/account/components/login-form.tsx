import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  accountErrorCodes,
  accountMessages,
  loginFormSchema,
  type LoginForm as LoginFormValues,
  type LoginInput,
  type Session,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useLogIn } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

/** docs/features/accounts.md#security: a username with @ is sent as email_address, otherwise as san. */
export function toLoginInput({ username, password }: LoginFormValues): LoginInput {
  return username.includes('@') ? { email_address: username, password } : { san: username, password };
}

/** docs/features/accounts.md#security Login: username and password; 'Invalid Login' clears the password. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: Session) => void }) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '' },
  });
  const logIn = useLogIn();
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    logIn.mutate(toLoginInput(values), {
      onSuccess: (session) => onLoggedIn(session),
      onError: (error) => {
        if (error instanceof ActionError && error.code === accountErrorCodes.invalidLogin) {
          form.setValue('password', '');
          form.setError('root', { type: 'server', message: accountMessages.invalidLogin });
          form.setFocus('password');
          return;
        }
        if (error instanceof ActionError && error.status === 429) {
          form.setError('root', { type: 'server', message: accountMessages.tooManyAttempts });
          return;
        }
        applyServerErrors(form, error);
      },
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={errors.root?.message} />
        <TextInput
          label="Email address"
          inputMode="email"
          autoComplete="username"
          required
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={logIn.isPending} fullWidth mt="xs">
          Log in
        </Button>
      </Stack>
    </form>
  );
}
