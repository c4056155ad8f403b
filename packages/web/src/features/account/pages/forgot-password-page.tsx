import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function ForgotPasswordPage() {
  return <NotOpenYet title="Forgot password" />;
}
