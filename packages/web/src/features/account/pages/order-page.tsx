import { useParams } from 'react-router';
import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

export function OrderPage() {
  const { id = '' } = useParams();
  return <NotOpenYet title="Order" detail={`Order ${id}`} />;
}
