import { useLocation, useParams } from 'react-router';
import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

const headings: Record<string, string> = {
  login: 'Log in',
  signup: 'Sign up',
  create: 'Create an account',
  forgot: 'Forgot password',
  verify: 'Verify your email',
  lists: 'My lists',
  orders: 'Orders',
  profile: 'My account',
  addresses: 'Addresses',
  registries: 'Gift registries',
};

export function AccountPage() {
  const { view } = useParams();
  const { pathname } = useLocation();
  const key = view ?? pathname.split('/').filter(Boolean)[1] ?? 'login';
  return <NotOpenYet title={headings[key] ?? 'My account'} />;
}
