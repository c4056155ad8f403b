import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function FeaturesPage() {
  return <NotOpenYet title="Features" />;
}
