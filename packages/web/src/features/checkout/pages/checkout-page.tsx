import { useParams } from 'react-router';
import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

const headings: Record<string, string> = { cart: 'Cart' };

export function CheckoutPage() {
  const { progress = 'cart' } = useParams();
  return <NotOpenYet title={headings[progress] ?? 'Checkout'} />;
}
