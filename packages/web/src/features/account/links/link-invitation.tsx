import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import { accountMessages } from '@bookfront/contract';
import { useInvitingCorp, useVerifyLink } from './api.ts';
import { showLinkError, showLinkSuccess } from './link-toasts.ts';
import classes from './links.module.css';

/**
 * The emailed invitation (/account/link?token=…): which institution asks, and Accept. `onDone`
 * runs once it is accepted or turned out to be unusable, so the token leaves the address bar.
 */
export function LinkInvitation({ token, onDone }: { token: string; onDone: () => void }) {
  const inviting = useInvitingCorp(token);
  const verify = useVerifyLink();
  if (inviting.isPending) return <Skeleton height={96} mb="lg" aria-label="Loading the invitation" />;
  if (inviting.isError) {
    return (
      <Alert color="red" variant="light" role="alert" mb="lg" title="This invitation cannot be used">
        {accountMessages.linkError(inviting.error.message)}
      </Alert>
    );
  }
  const institution = inviting.data.corps[0]?.name ?? '';
  const handleAccept = () =>
    verify.mutate(
      { token },
      {
        onSuccess: (result) => {
          showLinkSuccess(result.message || accountMessages.accountAuthorized);
          onDone();
        },
        onError: showLinkError,
      },
    );
  return (
    <section className={classes.invitation} aria-labelledby="invitation-heading">
      <Text fw={700} id="invitation-heading">
        Invitation from {institution}
      </Text>
      <Text size="sm" mt={4}>
        Accept to order on behalf of {institution} with your account. You can remove the link at any time.
      </Text>
      <Group mt="md" gap="sm">
        <Button onClick={handleAccept} loading={verify.isPending}>
          Accept
        </Button>
        <Button variant="default" onClick={onDone} disabled={verify.isPending}>
          Not now
        </Button>
      </Group>
    </section>
  );
}
