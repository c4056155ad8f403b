import { Container } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { BrowsePathError, parseBrowseFilterPath } from '@bookfront/contract';
import { SearchField } from '../../components/ui/search-field.tsx';
import { paths } from '../../lib/paths.ts';
import { AccountControl } from './account-control.tsx';
import { CartButton, LocationButton, MyListsButton } from './header-actions.tsx';
import { MainNavigation } from './main-navigation.tsx';
import { SiteLogo } from './site-logo.tsx';
import classes from './site-header.module.css';

/** The words of the search whose results are shown at `pathname`; '' on any other page. */
function searchTermAt(pathname: string): string {
  const match = /^\/browse\/filter\/(.*)$/.exec(pathname);
  if (!match?.[1]) return '';
  try {
    return parseBrowseFilterPath(match[1]).t;
  } catch (error) {
    if (error instanceof BrowsePathError) return '';
    throw error;
  }
}

/**
 * The desktop header: logo, search, actions and the menu bar. A chunk of its own, so phones
 * (which never show it) do not load the menus and their positioning code at start-up.
 */
export function DesktopHeader({ onChooseLocation }: { onChooseLocation: () => void }) {
  const navigate = useNavigate();
  // docs/features/shell-and-navigation.md#header-and-footer: the box shows the query on its own results
  // page and starts empty on every other page.
  const searchTerm = searchTermAt(useLocation().pathname);
  return (
    <>
      <Container size="xl" className={classes.topRow}>
        <SiteLogo />
        <SearchField
          key={searchTerm}
          defaultValue={searchTerm}
          className={classes.search}
          onSearch={(term) => void navigate(paths.search(term))}
        />
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
