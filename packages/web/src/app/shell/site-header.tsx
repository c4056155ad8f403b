import { lazy, Suspense, useState } from 'react';
import { Container } from '@mantine/core';
import { IconMenu2, IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SearchField } from '../../components/ui/search-field.tsx';
import { paths } from '../../lib/paths.ts';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { AccountControl, CartButton, LocationButton, MyListsButton } from './header-actions.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';

// The phone drawers load on first use, keeping them out of the first download.
const SearchDrawer = lazy(() => import('./mobile-drawers.tsx').then((m) => ({ default: m.SearchDrawer })));
const MenuDrawer = lazy(() => import('./mobile-drawers.tsx').then((m) => ({ default: m.MenuDrawer })));

/** Spec 1 §2 "Header": desktop bar with menus, and the phone header with its two drawers. */
export function SiteHeader({ onChooseLocation }: { onChooseLocation: () => void }) {
  const navigate = useNavigate();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const searchMounted = useMountedOnce(searchOpen);
  const menuMounted = useMountedOnce(menuOpen);

  return (
    <header className={classes.header}>
      <div className={classes.desktop}>
        <Container size="xl" className={classes.topRow}>
          <SiteLogo />
          <SearchField className={classes.search} onSearch={(term) => void navigate(paths.search(term))} />
          <div className={classes.actions}>
            <LocationButton onChooseLocation={onChooseLocation} />
            <AccountControl />
            <MyListsButton />
            <CartButton />
          </div>
        </Container>
        <MainNavigation />
      </div>
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
