import { Anchor, Skeleton, Text } from '@mantine/core';
import { IconArrowRight, IconClock, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useContactAndHours } from '../api.ts';
import { todaysHours } from '../today-hours.ts';
import { addressLines, locationDisplayName, telHref } from '../locations.ts';
import classes from './locations-today.module.css';

/** The store's locations with today's opening hours, for the home page. */
export function LocationsToday() {
  const settings = useSiteSettings();
  const query = useContactAndHours(settings.store_info.id);
  // Today is the visitor's: the server's first screen leaves the hours to the browser (use-hydrated.ts).
  const isHydrated = useHydrated();
  const now = new Date();
  if (query.isPending) {
    return (
      <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading locations">
        <Skeleton height={150} radius="lg" />
        <Skeleton height={150} radius="lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Text>
        Our hours are on the{' '}
        <Anchor component={Link} to={paths.contactHours()}>
          contact &amp; hours
        </Anchor>{' '}
        page.
      </Text>
    );
  }
  return (
    <div className={classes.grid}>
      {query.data.locations.map((location) => {
        const name = locationDisplayName(location, settings.store_info.multistore_info);
        const hours = isHydrated ? (todaysHours(location, now) ?? 'See our opening hours') : null;
        return (
          <article key={location.location_id} className={classes.card} aria-label={name}>
            <h3 className={classes.name}>{name}</h3>
            <div className={classes.row}>
              <IconClock size={17} stroke={1.9} aria-hidden />
              <span>
                <span className={classes.today}>Today:</span> {hours}
              </span>
            </div>
            {addressLines(location).length > 0 ? (
              <div className={classes.row}>
                <IconMapPin size={17} stroke={1.9} aria-hidden />
                <span>{addressLines(location).join(', ')}</span>
              </div>
            ) : null}
            {location.sc_phone ? (
              <div className={classes.row}>
                <IconPhone size={17} stroke={1.9} aria-hidden />
                <Anchor href={telHref(location.sc_phone)} c="inherit">
                  {location.sc_phone}
                </Anchor>
              </div>
            ) : null}
            <Anchor
              component={Link}
              to={`${paths.contactHours()}#location-${location.location_id}`}
              className={classes.more}
            >
              {/* The visible words begin the link's name (WCAG 2.5.3); the location ends it for screen readers. */}
              All hours &amp; contact <span className="bf-visually-hidden">for {name}</span>{' '}
              <IconArrowRight size={14} style={{ verticalAlign: '-2px' }} aria-hidden />
            </Anchor>
          </article>
        );
      })}
    </div>
  );
}
