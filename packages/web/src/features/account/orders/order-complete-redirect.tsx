import { Navigate } from 'react-router';
import { useSession } from '../../../entities/session/session.ts';
import { justPlacedPath } from './just-placed.ts';

/**
 * /account/complete (docs/features/orders.md#order-confirmation): the confirmation of the order this tab just placed, on its order
 * page; with none, a customer's order history and a guest's login.
 */
export function OrderCompleteRedirect() {
  const session = useSession();
  const fallback = session.logged_in ? '/account/orders' : '/account/login';
  return <Navigate to={justPlacedPath() ?? fallback} replace />;
}
