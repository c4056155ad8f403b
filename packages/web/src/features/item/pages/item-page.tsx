import { useParams } from 'react-router';
import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';

export function ItemPage() {
  const { eisbn = '' } = useParams();
  const settings = useSiteSettings();
  useDocumentTitle(`${settings.store_info.name} | Item`);
  return <NotOpenYet title="Item" detail={`ISBN ${eisbn}`} />;
}
