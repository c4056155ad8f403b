import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Session } from '@bookfront/contract';
import { takePostLoginPath } from '../../../entities/session/post-login.ts';
import { setPathAfterSessionChange } from '../../../entities/session/after-session-change.ts';
import { useStoreSession } from '../api.ts';
import { AccountCard } from '../components/account-card.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** docs/features/accounts.md#login-and-logout Login: success goes to the remembered page, or to the account details. */
export function LoginView() {
  const storeSession = useStoreSession();
  const handleLoggedIn = (session: Session) => {
    setPathAfterSessionChange(takePostLoginPath() ?? '/account/details', { loggedIn: true });
    storeSession(session);
  };
  return (
    <AccountCard
      title="Log in"
      intro="Welcome back. Log in to see your lists, orders and account."
      footer={
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            New here?{' '}
            <Anchor underline="always" component={Link} to="/account/signup">
              Sign up
            </Anchor>
          </Text>
          <Anchor underline="always" component={Link} to="/account/forgot" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
      }
    >
      <LoginForm onLoggedIn={handleLoggedIn} />
    </AccountCard>
  );
}
