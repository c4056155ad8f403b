import { Fragment } from 'react';
import { Link } from 'react-router';
import type { TitleSummary } from '@bookfront/contract';
import { AddToCartControl } from '../../../entities/cart/add-to-cart-control.tsx';
import { FavouriteButton } from '../../../entities/title-list/list-controls.tsx';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { formatReleaseDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import type { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import classes from './title-results.module.css';

/** Each author links to an author search: a plain link, as a page of results draws up to 200 of them. */
export function AuthorLinks({ authors, className }: { authors: TitleSummary['authors']; className?: string }) {
  if (authors.length === 0) return null;
  return (
    <span className={className}>
      {authors.map((author, index) => (
        <Fragment key={`${author.name}-${index}`}>
          {index > 0 ? ', ' : null}
          <Link to={paths.search(author.name, 'author')} className={classes.authorLink}>
            {author.name}
          </Link>
        </Fragment>
      ))}
    </span>
  );
}

/** 'Hardcover · Jan 16, 2008'. */
export function bindingAndDate(title: Pick<TitleSummary, 'binding' | 'release_date'>) {
  return [title.binding, title.release_date === null ? '' : formatReleaseDate(title.release_date)]
    .filter(Boolean)
    .join(' · ');
}

/** What a result shows of its availability: read once per result (useTitleAvailability), for its price and its cart control. */
export type ResultAvailability = ReturnType<typeof useTitleAvailability>;

/** The price (hidden when the shopper may not see it) and the availability at the session's location. */
export function PriceAndAvailability({
  title,
  availability,
  showSubMessage = false,
  priceSize,
}: {
  title: TitleSummary;
  availability: ResultAvailability;
  showSubMessage?: boolean;
  priceSize?: string;
}) {
  const { row, price } = availability;
  const elsewhere = title.at_other_locations.filter((location) => location.onhand > 0);
  return (
    <>
      {price ? <PriceTag display={price} size={priceSize} /> : null}
      <AvailabilityMessage row={row} showSubMessage={showSubMessage} />
      {elsewhere.length > 0 ? (
        <span className={classes.alsoAt}>Also at {elsewhere.map((location) => location.name).join(', ')}</span>
      ) : null}
    </>
  );
}

/** docs/features/accounts.md#sessions on a result, for the row at the session's location. */
export function ResultCartControl({ title, availability }: { title: TitleSummary; availability: ResultAvailability }) {
  const { row } = availability;
  return (
    <>
      <AddToCartControl eisbn={title.eisbn} title={title.title} row={row} isLargePrint={title.is_large_print} compact />
      {/* docs/features/lists.md#favourite-control */}
      <div className={classes.favourite}>
        <FavouriteButton eisbn={title.eisbn} title={title.title} compact />
      </div>
    </>
  );
}
