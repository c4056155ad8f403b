import { Alert, Divider } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { accountMessages } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { AccountCard } from '../components/account-card.tsx';
import { LinkInvitation } from '../links/link-invitation.tsx';
import { LinkedChildren } from '../links/linked-children.tsx';
import { ParentLinks } from '../links/parent-links.tsx';
import { RequestLinkForm } from '../links/request-link-form.tsx';

/**
 * docs/features/accounts.md#linked-accounts "link": the owner of an institution manages who may buy for
 * it; anyone else buying as an institution is told they may not; a customer sees the institutions
 * they buy for and, from an emailed ?token=, the invitation to accept.
 */
export function LinkedAccountsView() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!user) return null;

  let content;
  if (!user.is_institution) {
    content = <ParentLinks />;
  } else if (user.is_owner) {
    content = (
      <>
        <LinkedChildren />
        <Divider my="lg" />
        <RequestLinkForm />
      </>
    );
  } else {
    content = (
      <Alert color="gray" variant="light" role="status">
        {accountMessages.noLinkPermission(user.company)}
      </Alert>
    );
  }
  return (
    <AccountCard title="Linked accounts">
      {token ? <LinkInvitation token={token} onDone={() => setSearchParams({}, { replace: true })} /> : null}
      {content}
    </AccountCard>
  );
}
