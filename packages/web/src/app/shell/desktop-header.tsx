import { Container } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SearchField } from '../../components/ui/search-field.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountControl } from './account-control.tsx';
import { CartButton, LocationButton, MyListsButton } from './header-actions.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';

/**
 * The desktop header: logo, search, actions and the menu bar. A chunk of its own, so phones
 * (which never show it) do not load the menus and their positioning code at start-up.
 */
export function DesktopHeader({ onChooseLocation }: { onChooseLocation: () => void }) {
  const navigate = useNavigate();
  return (
    <>
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
    </>
  );
}
