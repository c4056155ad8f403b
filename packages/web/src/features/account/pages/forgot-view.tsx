import '@mantine/core/styles/PasswordInput.css';
import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { accountMessages, type Session } from '@bookfront/contract';
import { setPathAfterSessionChange } from '../../../entities/session/after-session-change.ts';
import { useStoreSession } from '../api.ts';
import { AccountCard } from '../components/account-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

const backToLogin = (
  <Text size="sm">
    Remembered it?{' '}
    <Anchor underline="always" component={Link} to="/account/login">
      Log in
    </Anchor>
  </Text>
);

/** docs/features/accounts.md#forgotten-password Forgot password: request, then the sent state; a token in the URL gives the reset form. */
export function ForgotView() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const storeSession = useStoreSession();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (token) {
    const handleReset = (session: Session) => {
      setPathAfterSessionChange('/account/details', { loggedIn: true });
      storeSession(session);
    };
    return (
      <AccountCard title="Password Change Utility" intro="Choose a new password for your account.">
        <ResetPasswordForm token={token} onReset={handleReset} />
      </AccountCard>
    );
  }

  if (sentTo) {
    return (
      <AccountCard title="Check your email" footer={backToLogin}>
        <IconMailForward size={36} stroke={1.6} aria-hidden />
        <Text mt="sm" role="status">
          {accountMessages.resetSent}
        </Text>
        <Text mt="xs" c="dimmed">
          Sent to <strong>{sentTo}</strong>
        </Text>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={backToLogin}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AccountCard>
  );
}
