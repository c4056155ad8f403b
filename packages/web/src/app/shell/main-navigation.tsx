import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { Container, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import type { NavigationItem } from '@bookfront/contract';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { NavMenuEntry } from './nav-link-item.tsx';
import { allLabel, fittingEntryCount, navigationTarget } from './navigation.ts';
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

/** What a top entry shows: its label, and the chevron of a submenu or the mark of an external link. */
function EntryFace({ item }: { item: NavigationItem }) {
  if (item.submenu.length > 0) {
    return (
      <>
        {item.label}
        <IconChevronDown size={14} stroke={2.2} aria-hidden />
      </>
    );
  }
  if (navigationTarget(item).kind === 'external') {
    return (
      <>
        {item.label}
        <IconExternalLink size={14} stroke={2} aria-label="(external site)" />
      </>
    );
  }
  return <>{item.label}</>;
}

function TopEntry({ item }: { item: NavigationItem }) {
  const target = navigationTarget(item);
  if (item.submenu.length > 0) {
    return (
      <Menu {...dropdownBehaviour} position="bottom-start">
        <Menu.Target>
          <button type="button" className={classes.entry}>
            <EntryFace item={item} />
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
        <EntryFace item={item} />
      </a>
    );
  }
  return (
    <NavLink to={target.to} end={target.to === '/'} className={classes.entry}>
      {item.label}
    </NavLink>
  );
}

/**
 * docs/features/shell-and-navigation.md#navigation-and-url-shortcuts: how many entries fit the bar. A hidden row
 * holds each entry's face and the More Menus entry at their natural widths; a ResizeObserver on the
 * bar and on that row (whose widths change as the web fonts arrive) reads the widths in one pass and
 * sets the count, so nothing is written to the page between reads. Mantine's useElementSize reports
 * a size only after the first paint, which would first draw the bar overflowing; this measures in a
 * layout effect, before it.
 */
function useFittingEntryCount(signature: string, entryCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(entryCount);
  useLayoutEffect(() => {
    const list = listRef.current;
    const measure = measureRef.current;
    if (!list || !measure) return;
    const update = () => {
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setCount(fittingEntryCount({ widths, moreWidth, available: list.clientWidth, gap }));
    };
    // Measured before the first paint, so the bar never shows entries it cannot hold.
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(list);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [signature]);
  return { listRef, measureRef, count: Math.min(count, entryCount) };
}

/** The desktop menu bar: the entries that fit its width, the rest under 'More Menus'. */
export function MainNavigation() {
  const settings = useSiteSettings();
  const items = shownNavigation(settings.site_navigation, settings);
  const signature = items.map((item) => `${item.id}:${item.label}:${item.submenu.length}:${item.type}`).join('|');
  const { listRef, measureRef, count } = useFittingEntryCount(signature, items.length);
  if (items.length === 0) return null;
  const visible = items.slice(0, count);
  const overflow = items.slice(count);
  return (
    <nav aria-label="Main" className={classes.bar}>
      <Container size="xl">
        <div className={classes.measureBox} aria-hidden inert>
          <div ref={measureRef} className={classes.measureRow}>
            {items.map((item) => (
              <span key={item.id} className={classes.entry}>
                <EntryFace item={item} />
              </span>
            ))}
            <span className={classes.entry}>
              More Menus
              <IconChevronDown size={14} stroke={2.2} aria-hidden />
            </span>
          </div>
        </div>
        <ul ref={listRef} className={classes.list}>
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
