import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { EmailCheck } from '@bookfront/contract';
import { AccountCard } from '../components/account-card.tsx';
import { SignupForm } from '../components/signup-form.tsx';

/** docs/features/accounts.md#sign-up Signup: the email is checked, then the shopper verifies it or goes on to create. */
export function SignupView() {
  const navigate = useNavigate();
  const handleChecked = (check: EmailCheck, emailAddress: string) => {
    if (check.validation_required) {
      void navigate('/account/verify', { state: { address: check.address || emailAddress } });
      return;
    }
    void navigate('/account/create', { state: { email_address: emailAddress } });
  };
  return (
    <AccountCard
      title="Sign up"
      intro="Create an account to keep lists, check out faster and see your orders."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor underline="always" component={Link} to="/account/login">
            Log in
          </Anchor>
        </Text>
      }
    >
      <SignupForm onChecked={handleChecked} />
    </AccountCard>
  );
}
