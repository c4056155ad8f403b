import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function GiftCardsPage() {
  return <NotOpenYet title="Gift Cards" />;
}
