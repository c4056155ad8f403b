import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { accountErrorCodes, accountMessages, commonMessages, shellMessages } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useVerificationCheck } from '../api.ts';
import { AccountCard } from '../components/account-card.tsx';

function addressOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('address' in state)) return null;
  return typeof state.address === 'string' && state.address ? state.address : null;
}

/**
 * docs/features/accounts.md#sign-up "verify": the emailed link brings ?token=, which is checked at once and then goes
 * on to account creation in the location state; a bad link says "Verification Failed." before any form.
 */
function VerifyLink({ token }: { token: string }) {
  const check = useVerificationCheck(token);
  if (check.isSuccess) return <Navigate to="/account/create" replace state={{ token }} />;
  if (check.isPending) {
    return (
      <AccountCard title="Checking your link">
        <Stack align="center" role="status">
          <Loader color="brand" aria-hidden />
          <Text>{shellMessages.pleaseWait}</Text>
        </Stack>
      </AccountCard>
    );
  }
  const code = check.error instanceof ActionError ? check.error.code : undefined;
  if (code === accountErrorCodes.alreadyVerified) {
    return (
      <AccountCard title="Sign up">
        <Alert color="blue" variant="light" role="status" title={accountMessages.alreadyVerified}>
          This account has been created already.{' '}
          <Anchor underline="always" component={Link} to="/account/login">
            Log in
          </Anchor>
        </Alert>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Sign up">
      <Alert color="red" variant="filled" role="alert" title={accountMessages.verificationFailed}>
        {code === accountErrorCodes.tokenExpired ? null : (
          <Text size="sm">{check.error.message || commonMessages.unexpected}</Text>
        )}
        <Anchor component={Link} to="/account/signup" c="white" underline="always">
          Sign up again
        </Anchor>{' '}
        to get a new link.
      </Alert>
    </AccountCard>
  );
}

/** Without a token, the view says the activation email was sent. */
export function VerifyView() {
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  const token = searchParams.get('token');
  if (token) return <VerifyLink token={token} />;
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
