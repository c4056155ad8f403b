import { Link } from 'react-router';
import { limits } from '@bookfront/contract';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import classes from './site-header.module.css';

/** The store's logo linking home, with the store name as its text alternative (docs/features/shell-and-navigation.md#header-and-footer). */
export function SiteLogo({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const settings = useSiteSettings();
  const name = settings.store_info.name;
  const logoUrl = settings.styles.logo_url;
  return (
    <Link to="/" className={classes.logo} onClick={onNavigate} data-compact={compact || undefined}>
      {logoUrl ? (
        <img src={logoUrl} alt={name} className={classes.logoImage} />
      ) : (
        <span className={classes.storeName} style={{ maxWidth: limits.storeNameHeaderMaxPx }} title={name}>
          {name}
        </span>
      )}
    </Link>
  );
}
