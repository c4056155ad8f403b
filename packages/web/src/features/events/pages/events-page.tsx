import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function EventsPage() {
  return <NotOpenYet title="Events" />;
}
