import { Navigate } from 'react-router';
import { useSession } from '../../../entities/session/session.ts';
import { ForgotView } from './forgot-view.tsx';

/** docs/features/accounts.md#forgotten-password: /forgot-password is the account area's forgot view. */
export function ForgotPasswordPage() {
  const session = useSession();
  if (session.logged_in) return <Navigate to="/account/details" replace />;
  return <ForgotView />;
}
