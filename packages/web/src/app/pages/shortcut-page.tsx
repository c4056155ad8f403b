import { Navigate, useParams } from 'react-router';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { resolveShortcut } from '../shell/navigation.ts';
import { ExternalRedirect } from './external-redirect.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** docs/features/shell-and-navigation.md#routes '/{key}': a url shortcut from the settings, else the 404. */
export function ShortcutPage() {
  const { key = '' } = useParams();
  const settings = useSiteSettings();
  const target = resolveShortcut(settings.url_shortcuts, key);
  if (!target) return <NotFoundPage />;
  if (target.kind === 'internal') return <Navigate to={target.to} replace />;
  return <ExternalRedirect href={target.href} />;
}
