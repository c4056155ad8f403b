import DOMPurify from 'dompurify';
import { Anchor } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMap2, IconMapPin, IconPhone, IconRoute } from '@tabler/icons-react';
import type { SpecialHours, StoreLocation } from '@bookfront/contract';
import { daysCovered, hoursLines } from '../hours.ts';
import { addressLines, mapLinks, telHref } from '../locations.ts';
import { specialDayLines } from '../special-hours.ts';
import classes from './location-card.module.css';

/** Splits 'Mon–Fri: 9am – 6pm' into its days and times, for a tidy two-column table. */
function splitHoursLine(line: string) {
  const match =
    /^([^:]*?[a-z.])\s*[:\t]\s*(.+)$/i.exec(line) ??
    /^((?:mon|tue|wed|thu|fri|sat|sun|daily)[a-z.]*(?:\s*[-–—&,]\s*(?:mon|tue|wed|thu|fri|sat|sun)[a-z.]*)*)\s+(.+)$/i.exec(
      line,
    );
  if (!match?.[1] || !match[2]) return { days: line, times: '' };
  return { days: match[1].trim(), times: match[2].trim() };
}

export function LocationHours({ location, today }: { location: StoreLocation; today: number }) {
  if (location.ws_htmlhours) {
    return (
      <div
        className={classes.html}
        // docs/features/contact-and-hours.md#hours: the store's own HTML hours, sanitised before they reach the page.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(location.ws_htmlhours) }}
      />
    );
  }
  const lines = hoursLines(location.ws_hours);
  if (lines.length === 0) return <p>Please call the store for opening hours.</p>;
  return (
    <ul className={classes.lines}>
      {lines.map((line, index) => {
        const { days, times } = splitHoursLine(line);
        const isToday = daysCovered(days).includes(today);
        return (
          <li key={`${index}-${line}`} className={classes.hoursRow} data-today={isToday || undefined}>
            <span>
              {days}
              {isToday ? ' (today)' : ''}
            </span>
            <span>{times}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** docs/features/contact-and-hours.md#special-hours: the days of this month and next with other hours. */
function SpecialHoursList({
  days,
  name,
  todayDate,
}: {
  days: readonly SpecialHours[];
  name: string;
  todayDate: string;
}) {
  const lines = specialDayLines(days);
  if (lines.length === 0) return null;
  return (
    <>
      <h3 className={classes.label} style={{ marginTop: '1.25rem' }}>
        <IconCalendarEvent size={16} stroke={2} aria-hidden />
        Special hours
      </h3>
      <ul className={classes.lines} aria-label={`Special hours at ${name}`}>
        {lines.map((line) => (
          <li key={line.date} className={classes.hoursRow} data-today={line.date === todayDate || undefined}>
            <span>
              <time dateTime={line.date}>{line.day}</time>
              {line.date === todayDate ? ' (today)' : ''}
              {line.notes.length > 0 ? <span className={classes.note}>{line.notes.join(' · ')}</span> : null}
            </span>
            <span>{line.times}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** One location on the contact & hours page (docs/features/contact-and-hours.md#locations "Store location"). */
export function LocationCard({
  location,
  name,
  today,
  todayDate = '',
  specialHours = [],
}: {
  location: StoreLocation;
  name: string;
  /** Today's weekday (0 = Sunday) and date ('YYYY-MM-DD'), in the store's time zone. */
  today: number;
  todayDate?: string;
  specialHours?: readonly SpecialHours[];
}) {
  // docs/features/store-console.md#special-hours: today's special hours win over the weekly line.
  const isSpecialToday = specialHours.some((day) => day.date === todayDate);
  const lines = addressLines(location);
  const links = mapLinks(location);
  const headingId = `location-${location.location_id}-name`;
  return (
    <article id={`location-${location.location_id}`} className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.name}>
        {name}
      </h2>
      <div className={classes.columns}>
        <div>
          {lines.length > 0 ? (
            <>
              <h3 className={classes.label}>
                <IconMapPin size={16} stroke={2} aria-hidden />
                Address
              </h3>
              <address className={classes.address}>
                {lines.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </address>
            </>
          ) : null}
          {links ? (
            <ul className={classes.mapLinks} aria-label={`Map of ${name}`}>
              <li>
                <Anchor href={links.map} rel="noopener" className={classes.mapLink}>
                  <IconMap2 size={16} stroke={2} aria-hidden />
                  View on map
                </Anchor>
              </li>
              <li>
                <Anchor href={links.directions} rel="noopener" className={classes.mapLink}>
                  <IconRoute size={16} stroke={2} aria-hidden />
                  Directions
                </Anchor>
              </li>
            </ul>
          ) : null}
          {location.sc_phone || location.sc_phone_2 || location.sc_email ? (
            <>
              <h3 className={classes.label} style={{ marginTop: '1.25rem' }}>
                <IconPhone size={16} stroke={2} aria-hidden />
                Contact
              </h3>
              <ul className={classes.lines}>
                {location.sc_phone ? (
                  <li>
                    <Anchor href={telHref(location.sc_phone)}>{location.sc_phone}</Anchor>
                  </li>
                ) : null}
                {location.sc_phone_2 ? (
                  <li>
                    <Anchor href={telHref(location.sc_phone_2)}>{location.sc_phone_2}</Anchor>
                  </li>
                ) : null}
                {location.sc_email ? (
                  <li style={{ overflowWrap: 'anywhere' }}>
                    <Anchor href={`mailto:${location.sc_email}`}>{location.sc_email}</Anchor>
                  </li>
                ) : null}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h3 className={classes.label}>
            <IconClock size={16} stroke={2} aria-hidden />
            Hours
          </h3>
          <LocationHours location={location} today={isSpecialToday ? -1 : today} />
          <SpecialHoursList days={specialHours} name={name} todayDate={todayDate} />
        </div>
      </div>
      {location.ws_contact_blurb ? <p className={classes.blurb}>{location.ws_contact_blurb}</p> : null}
    </article>
  );
}
