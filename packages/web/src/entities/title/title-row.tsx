import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TitleSummary } from '@bookfront/contract';
import { AddToCartControl } from '../cart/add-to-cart-control.tsx';
import { formatReleaseDate } from '../../lib/format-date.ts';
import { paths } from '../../lib/paths.ts';
import { AvailabilityMessage } from './availability-message.tsx';
import { PriceTag } from './price-tag.tsx';
import { TitleCover } from './title-cover.tsx';
import { useTitleAvailability } from './use-title-availability.ts';
import classes from './title-row.module.css';

/**
 * A title in a list of titles (a list's page, an event's books): cover, title, authors, format, price and
 * availability at the session's location, and the add-to-cart control with any further actions of the page
 * (children). `narrow` is for a column beside other content: the controls always go under the title.
 */
export function TitleRow({
  title,
  headingLevel,
  layout = 'wide',
  priority = false,
  children,
}: {
  title: TitleSummary;
  headingLevel: 2 | 3;
  layout?: 'wide' | 'narrow';
  /** Among the first covers on the page: loaded at once rather than lazily. */
  priority?: boolean;
  children?: ReactNode;
}) {
  const { row, price } = useTitleAvailability(title);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const authors = title.authors.map((author) => author.name).join(', ');
  const format = [title.binding, title.release_date === null ? '' : formatReleaseDate(title.release_date)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={classes.row} data-layout={layout}>
      {/* The title link below carries the name; the cover is a second, mouse-only way in. */}
      <Link to={paths.item(title.eisbn)} className={classes.cover} tabIndex={-1} aria-hidden>
        <TitleCover
          eisbn={title.eisbn}
          cacheKey={title.cover_image_cache}
          title={title.title}
          author={title.authors[0]?.name ?? ''}
          width={layout === 'wide' ? 72 : 64}
          priority={priority}
          alt=""
        />
      </Link>
      <div className={classes.about}>
        <Heading className={classes.title}>
          <Link to={paths.item(title.eisbn)}>{title.title}</Link>
        </Heading>
        {authors ? <span className={classes.authors}>{authors}</span> : null}
        {format ? <span className={classes.meta}>{format}</span> : null}
        {price ? <PriceTag display={price} /> : null}
        <AvailabilityMessage row={row} />
      </div>
      <div className={classes.actions}>
        <AddToCartControl
          eisbn={title.eisbn}
          title={title.title}
          row={row}
          isLargePrint={title.is_large_print}
          compact
        />
        {children}
      </div>
    </li>
  );
}
