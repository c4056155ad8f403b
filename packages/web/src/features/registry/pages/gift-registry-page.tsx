import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function GiftRegistryPage() {
  return <NotOpenYet title="Gift Registry" />;
}
