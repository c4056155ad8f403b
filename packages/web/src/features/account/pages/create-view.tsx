import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Radio.css';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { CreateAccountResult } from '@bookfront/contract';
import { setPathAfterSessionChange } from '../../../entities/session/after-session-change.ts';
import { useStoreSession } from '../api.ts';
import { AccountCard, accountViewWidths } from '../components/account-card.tsx';
import { CreateAccountForm, type NewAccountIdentity } from '../components/create-account-form.tsx';

/** The email (from signup) or token (from the verification link) the location state carries. */
function identityOf(state: unknown): NewAccountIdentity | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('token' in state && typeof state.token === 'string' && state.token) return { token: state.token };
  if ('email_address' in state && typeof state.email_address === 'string' && state.email_address) {
    return { email_address: state.email_address };
  }
  return null;
}

/** docs/features/accounts.md#sign-up Account creation: success logs in and goes to finished, or to verify first. */
export function CreateView() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const storeSession = useStoreSession();
  const identity = identityOf(state);
  if (!identity) return <Navigate to="/account/signup" replace />;

  const handleCreated = (result: CreateAccountResult) => {
    if (result.validation_required || !result.session) {
      void navigate('/account/verify', { state: { address: result.address } });
      return;
    }
    setPathAfterSessionChange('/account/finished', { loggedIn: true });
    storeSession(result.session);
  };

  return (
    <AccountCard
      title="Account Details"
      intro="Choose a password and tell us where to reach you."
      width={accountViewWidths.form}
    >
      <CreateAccountForm identity={identity} onCreated={handleCreated} />
    </AccountCard>
  );
}
