import { Menu } from '@mantine/core';
import { IconChevronDown, IconHeart, IconListDetails, IconLogout, IconPackage, IconUser } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { favouritesWord } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { rememberPostLoginPath } from '../../entities/session/post-login.ts';
import { useSession } from '../../entities/session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { AccountSwitcherMenu } from './account-switcher.tsx';
import { accountName } from './header-actions.tsx';
import classes from './site-header.module.css';
import { useLogOut } from './use-log-out.ts';

/** The desktop header's log-in link, or the account menu once logged in. */
export function AccountControl() {
  const settings = useSiteSettings();
  const session = useSession();
  const location = useLocation();
  const handleLogOut = useLogOut();
  if (!session.logged_in) {
    return (
      <Link
        to={paths.accountLogin()}
        className={classes.action}
        onClick={() => rememberPostLoginPath(`${location.pathname}${location.search}${location.hash}`)}
      >
        <IconUser size={20} stroke={1.8} aria-hidden />
        <span className={classes.collapsible}>Log in</span>
      </Link>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <button type="button" className={classes.action} aria-label={`Account menu for ${accountName(session.user)}`}>
          <IconUser size={20} stroke={1.8} aria-hidden />
          <span className={`${classes.actionLabel} ${classes.collapsible}`}>{accountName(session.user)}</span>
          <IconChevronDown size={14} stroke={2} aria-hidden />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.accountDetails()} leftSection={<IconUser size={16} />}>
          My account
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountOrders()} leftSection={<IconPackage size={16} />}>
          Orders
        </Menu.Item>
        <Menu.Item component={Link} to={paths.accountLists()} leftSection={<IconListDetails size={16} />}>
          My lists
        </Menu.Item>
        {session.wishlist_id ? (
          <Menu.Item component={Link} to={paths.list(session.wishlist_id)} leftSection={<IconHeart size={16} />}>
            {favouritesWord(settings.store_info.is_american, { capitalized: true })}
          </Menu.Item>
        ) : null}
        <AccountSwitcherMenu />
        <Menu.Divider />
        <Menu.Item onClick={handleLogOut} leftSection={<IconLogout size={16} />}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
