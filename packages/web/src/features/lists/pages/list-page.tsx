import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';

export function ListPage() {
  const settings = useSiteSettings();
  useDocumentTitle(`${settings.store_info.name} | Lists`);
  return <NotOpenYet title="Lists" />;
}
