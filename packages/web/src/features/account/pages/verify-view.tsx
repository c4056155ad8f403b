import { Anchor, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { accountMessages } from '@bookfront/contract';
import { AccountCard } from '../components/account-card.tsx';

function addressOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('address' in state)) return null;
  return typeof state.address === 'string' && state.address ? state.address : null;
}

/**
 * docs/features/accounts.md#sign-up "verify": the emailed link brings ?token=, which goes on to account creation in the
 * location state; without one, the view says the activation email was sent.
 */
export function VerifyView() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const token = searchParams.get('token');
  if (token) return <Navigate to="/account/create" replace state={{ token }} />;
  const address = addressOf(state);
  return (
    <AccountCard
      title="Check your email"
      footer={
        <Text size="sm">
          Wrong address?{' '}
          <Anchor underline="always" component={Link} to="/account/signup">
            Sign up again
          </Anchor>
        </Text>
      }
    >
      <IconMailForward size={36} stroke={1.6} aria-hidden />
      <Text mt="sm">{accountMessages.activationSent}</Text>
      {address ? (
        <Text mt="xs" c="dimmed">
          Sent to <strong>{address}</strong>
        </Text>
      ) : null}
    </AccountCard>
  );
}
