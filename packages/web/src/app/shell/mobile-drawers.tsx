import { useState } from 'react';
import { Divider, Drawer, NavLink as MantineNavLink } from '@mantine/core';
import { IconExternalLink, IconLogout, IconMapPin, IconUser } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { NavigationItem, NavigationSubitem } from '@bookfront/contract';
import { SearchField } from '../../components/ui/search-field.tsx';
import { paths } from '../../lib/paths.ts';
import { rememberPostLoginPath } from '../../entities/session/post-login.ts';
import { useSession } from '../../entities/session/session.ts';
import { chosenLocationName } from '../../entities/location/location-names.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { AccountSwitcherList } from './account-switcher.tsx';
import { accountName, MyListsButton } from './header-actions.tsx';
import { allLabel, navigationTarget } from './navigation.ts';
import { shownNavigation } from './nav-entries.ts';
import classes from './mobile-drawers.module.css';
import { useLogOut } from './use-log-out.ts';

export function SearchDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="top"
      size={156}
      title={<span className={classes.drawerTitle}>Search</span>}
      closeButtonProps={{ 'aria-label': 'Close search' }}
    >
      <SearchField
        size="lg"
        autoFocus
        onSearch={(term) => {
          onClose();
          void navigate(paths.search(term));
        }}
      />
    </Drawer>
  );
}

function DrawerNavEntry({
  item,
  onNavigate,
  sub = false,
}: {
  item: NavigationSubitem;
  onNavigate: () => void;
  sub?: boolean;
}) {
  const location = useLocation();
  const target = navigationTarget(item);
  const className = sub ? classes.subLink : classes.navLink;
  if (target.kind === 'heading') return <span className={classes.heading}>{item.label}</span>;
  if (target.kind === 'external') {
    return (
      <MantineNavLink
        component="a"
        href={target.href}
        rel="noopener"
        label={item.label}
        className={className}
        rightSection={<IconExternalLink size={16} aria-label="(external site)" />}
      />
    );
  }
  return (
    <MantineNavLink
      component={Link}
      to={target.to}
      label={item.label}
      className={className}
      active={location.pathname === target.to}
      onClick={onNavigate}
    />
  );
}

function DrawerSubmenu({ item, onNavigate }: { item: NavigationItem; onNavigate: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={item.label}
      className={classes.navLink}
      childrenOffset={12}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {navigationTarget(item).kind !== 'heading' ? (
        <DrawerNavEntry item={{ ...item, label: allLabel(item) }} onNavigate={onNavigate} sub />
      ) : null}
      {item.submenu.map((sub) => (
        <DrawerNavEntry key={sub.id} item={sub} onNavigate={onNavigate} sub />
      ))}
    </MantineNavLink>
  );
}

function DrawerNavigation({ items, onNavigate }: { items: NavigationItem[]; onNavigate: () => void }) {
  return (
    <>
      {items.map((item) =>
        item.submenu.length > 0 ? (
          <DrawerSubmenu key={item.id} item={item} onNavigate={onNavigate} />
        ) : (
          <DrawerNavEntry key={item.id} item={item} onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}

/** The phone menu: navigation (submenus expand), location, account and My lists. */
export function MenuDrawer({
  opened,
  onClose,
  onChooseLocation,
}: {
  opened: boolean;
  onClose: () => void;
  onChooseLocation: () => void;
}) {
  const settings = useSiteSettings();
  const session = useSession();
  const location = useLocation();
  const logOut = useLogOut();
  const items = shownNavigation(settings.site_navigation, settings);
  const locationName = chosenLocationName(settings, session);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size="85%"
      title={<span className={classes.drawerTitle}>{settings.store_info.name}</span>}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Main" className={classes.section}>
        <DrawerNavigation items={items} onNavigate={onClose} />
      </nav>
      <Divider my="sm" />
      <div className={classes.section}>
        {settings.store_info.is_multistore ? (
          <button
            type="button"
            className={classes.drawerAction}
            onClick={() => {
              onClose();
              onChooseLocation();
            }}
          >
            <IconMapPin size={20} stroke={1.8} aria-hidden />
            <span>{locationName ? `Location: ${locationName}` : 'Choose location'}</span>
          </button>
        ) : null}
        {session.logged_in ? (
          <Link to={paths.accountDetails()} className={classes.drawerAction} onClick={onClose}>
            <IconUser size={20} stroke={1.8} aria-hidden />
            <span>{accountName(session.user)}</span>
          </Link>
        ) : (
          <Link
            to={paths.accountLogin()}
            className={classes.drawerAction}
            onClick={() => {
              rememberPostLoginPath(`${location.pathname}${location.search}${location.hash}`);
              onClose();
            }}
          >
            <IconUser size={20} stroke={1.8} aria-hidden />
            <span>Log in</span>
          </Link>
        )}
        <MyListsButton className={classes.drawerAction} onNavigate={onClose} />
        {session.logged_in ? <AccountSwitcherList onSwitched={onClose} /> : null}
        {session.logged_in ? (
          <button
            type="button"
            className={classes.drawerAction}
            onClick={() => {
              onClose();
              void logOut();
            }}
          >
            <IconLogout size={20} stroke={1.8} aria-hidden />
            <span>Log out</span>
          </button>
        ) : null}
      </div>
    </Drawer>
  );
}
