import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

/** Spec 2 §2 "link": the institutions and linked customers of the logged-in user. */
export function LinkedAccountsView() {
  return <NotOpenYet title="Linked accounts" />;
}
