import { lazy, Suspense, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { CartButton } from './header-actions.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';

// The phone drawers load on first use, keeping them out of the first download.
const SearchDrawer = lazy(() => import('./mobile-drawers.tsx').then((m) => ({ default: m.SearchDrawer })));
const MenuDrawer = lazy(() => import('./mobile-drawers.tsx').then((m) => ({ default: m.MenuDrawer })));

const DesktopHeader = lazy(() => import('./desktop-header.tsx').then((m) => ({ default: m.DesktopHeader })));

/** Below 768px only the phone header shows (site-header.module.css), so the desktop one is not built. */
const phoneQuery = 'not all and (min-width: 48em)';

/** Starts loading the desktop header at start-up on a wide screen, alongside settings and session. */
export function preloadDesktopHeader() {
  if (typeof window.matchMedia === 'function' && window.matchMedia(phoneQuery).matches) return;
  import('./desktop-header.tsx').catch(() => undefined);
}

/** Null while the width is unknown: on the server, and while the browser hydrates its markup. */
function useIsPhone(): boolean | null {
  const isHydrated = useHydrated();
  const isPhone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  return isHydrated ? isPhone : null;
}

/** docs/features/shell-and-navigation.md#header-and-footer: desktop bar with menus, and the phone header with its two drawers. */
export function SiteHeader({ onChooseLocation }: { onChooseLocation: () => void }) {
  const phone = useIsPhone();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchMounted = useMountedOnce(searchOpen);
  const menuMounted = useMountedOnce(menuOpen);

  return (
    <header className={classes.header}>
      {phone ? null : (
        <div className={classes.desktop}>
          {phone === null ? (
            // The server's first screen: the bar's height held until the browser knows its width.
            <div className={classes.desktopPlaceholder} />
          ) : (
            <Suspense fallback={<div className={classes.desktopPlaceholder} />}>
              <DesktopHeader onChooseLocation={onChooseLocation} />
            </Suspense>
          )}
        </div>
      )}
      <div className={classes.mobile}>
        <div className={classes.mobileRow}>
          <button
            type="button"
            className={classes.iconButton}
            onClick={() => setMenuOpen(true)}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
          >
            <IconMenu2 size={24} stroke={1.8} aria-hidden />
          </button>
          <div className={classes.mobileCenter}>
            <SiteLogo compact />
          </div>
          <div className={classes.mobileEnd}>
            <button
              type="button"
              className={classes.iconButton}
              onClick={() => setSearchOpen(true)}
              aria-label="Open search"
              aria-haspopup="dialog"
              aria-expanded={searchOpen}
            >
              <IconSearch size={24} stroke={1.8} aria-hidden />
            </button>
            <CartButton variant="mobile" />
          </div>
        </div>
        <Suspense fallback={null}>
          {searchMounted ? <SearchDrawer opened={searchOpen} onClose={() => setSearchOpen(false)} /> : null}
          {menuMounted ? (
            <MenuDrawer opened={menuOpen} onClose={() => setMenuOpen(false)} onChooseLocation={onChooseLocation} />
          ) : null}
        </Suspense>
      </div>
    </header>
  );
}
