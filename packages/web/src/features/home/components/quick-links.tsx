import type { ComponentType } from 'react';
import {
  IconBookmark,
  IconBooks,
  IconCalendarEvent,
  IconExternalLink,
  IconGift,
  IconMapPin,
  IconStar,
  type IconProps,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NavigationType } from '@bookfront/contract';
import classes from './quick-links.module.css';

export interface QuickLink {
  id: string;
  label: string;
  type: NavigationType;
  description: string;
  to?: string;
  href?: string;
}

const icons: Partial<Record<NavigationType, ComponentType<IconProps>>> = {
  browse: IconBooks,
  events: IconCalendarEvent,
  features: IconStar,
  gift_cards: IconGift,
  contact_and_hours: IconMapPin,
  link: IconExternalLink,
};

/** Cards leading to the main sections of the store's navigation. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <ul className={classes.grid}>
      {links.map((link) => {
        const Icon = icons[link.type] ?? IconBookmark;
        const body = (
          <>
            <span className={classes.icon} aria-hidden>
              <Icon size={22} stroke={1.8} />
            </span>
            <span>
              <span className={classes.label}>{link.label}</span>
              {link.description ? <span className={classes.description}>{link.description}</span> : null}
            </span>
          </>
        );
        return (
          <li key={link.id}>
            {link.to !== undefined ? (
              <Link to={link.to} className={classes.card}>
                {body}
              </Link>
            ) : (
              <a href={link.href} rel="noopener" className={classes.card}>
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
