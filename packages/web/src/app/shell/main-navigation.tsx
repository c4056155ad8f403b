import { Fragment } from 'react';
import { Container, Menu } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { NavigationItem } from '@bookfront/contract';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { NavMenuEntry } from './nav-link-item.tsx';
import { allLabel, navigationSlotsForWidth, navigationTarget, splitNavigation } from './navigation.ts';
import { shownNavigation } from './nav-entries.ts';
import classes from './main-navigation.module.css';

/** Menu bar dropdowns open on hover or click and stay open while the pointer crosses the gap. */
const dropdownBehaviour = {
  trigger: 'click-hover',
  openDelay: 80,
  closeDelay: 150,
  shadow: 'md',
  offset: 0,
  withinPortal: true,
} as const;

function TopEntry({ item }: { item: NavigationItem }) {
  const target = navigationTarget(item);
  if (item.submenu.length > 0) {
    return (
      <Menu {...dropdownBehaviour} position="bottom-start">
        <Menu.Target>
          <button type="button" className={classes.entry}>
            {item.label}
            <IconChevronDown size={14} stroke={2.2} aria-hidden />
          </button>
        </Menu.Target>
        <Menu.Dropdown miw={220}>
          {target.kind !== 'heading' ? <NavMenuEntry item={{ ...item, label: allLabel(item) }} /> : null}
          {target.kind !== 'heading' ? <Menu.Divider /> : null}
          {item.submenu.map((sub) => (
            <NavMenuEntry key={sub.id} item={sub} headingClassName={classes.dropdownHeading} />
          ))}
        </Menu.Dropdown>
      </Menu>
    );
  }
  if (target.kind === 'heading') return <span className={`${classes.entry} ${classes.heading}`}>{item.label}</span>;
  if (target.kind === 'external') {
    return (
      <a href={target.href} rel="noopener" className={classes.entry}>
        {item.label}
        <IconExternalLink size={14} stroke={2} aria-label="(external site)" />
      </a>
    );
  }
  return (
    <NavLink to={target.to} end={target.to === '/'} className={classes.entry}>
      {item.label}
    </NavLink>
  );
}

/** The desktop menu bar: what fits by viewport width, the rest under 'More Menus'. */
export function MainNavigation() {
  const settings = useSiteSettings();
  const { width } = useViewportSize();
  const items = shownNavigation(settings.site_navigation, settings);
  if (items.length === 0) return null;
  const slots = navigationSlotsForWidth(width || window.innerWidth);
  const { visible, overflow } = splitNavigation(items, slots);
  return (
    <nav aria-label="Main" className={classes.bar}>
      <Container size="xl">
        <ul className={classes.list}>
          {visible.map((item) => (
            <li key={item.id}>
              <TopEntry item={item} />
            </li>
          ))}
          {overflow.length > 0 ? (
            <li className={classes.more}>
              <Menu {...dropdownBehaviour} position="bottom-end">
                <Menu.Target>
                  <button type="button" className={classes.entry}>
                    More Menus
                    <IconChevronDown size={14} stroke={2.2} aria-hidden />
                  </button>
                </Menu.Target>
                <Menu.Dropdown miw={240}>
                  {overflow.map((item, index) =>
                    item.submenu.length > 0 ? (
                      <Fragment key={item.id}>
                        {index > 0 ? <Menu.Divider /> : null}
                        <Menu.Label className={classes.dropdownHeading}>{item.label}</Menu.Label>
                        {navigationTarget(item).kind !== 'heading' ? (
                          <NavMenuEntry item={{ ...item, label: allLabel(item) }} />
                        ) : null}
                        {item.submenu.map((sub) => (
                          <NavMenuEntry key={sub.id} item={sub} headingClassName={classes.dropdownHeading} />
                        ))}
                      </Fragment>
                    ) : (
                      <NavMenuEntry key={item.id} item={item} headingClassName={classes.dropdownHeading} />
                    ),
                  )}
                </Menu.Dropdown>
              </Menu>
            </li>
          ) : null}
        </ul>
      </Container>
    </nav>
  );
}
