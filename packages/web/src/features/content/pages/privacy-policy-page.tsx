import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function PrivacyPolicyPage() {
  return <NotOpenYet title="Privacy Policy" />;
}
