import { Fragment } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { TitleSummary } from '@bookfront/contract';
import { AddToCartControl } from '../../../entities/cart/add-to-cart-control.tsx';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { formatReleaseDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import classes from './title-results.module.css';

/** Each author links to an author search. */
export function AuthorLinks({ authors, className }: { authors: TitleSummary['authors']; className?: string }) {
  if (authors.length === 0) return null;
  return (
    <span className={className}>
      {authors.map((author, index) => (
        <Fragment key={`${author.name}-${index}`}>
          {index > 0 ? ', ' : null}
          <Anchor component={Link} to={paths.search(author.name, 'author')} inherit c="inherit" underline="hover">
            {author.name}
          </Anchor>
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

/** The price (hidden when the shopper may not see it) and the availability at the session's location. */
export function PriceAndAvailability({
  title,
  showSubMessage = false,
  priceSize,
}: {
  title: TitleSummary;
  showSubMessage?: boolean;
  priceSize?: string;
}) {
  const { row, price } = useTitleAvailability(title);
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
export function ResultCartControl({ title }: { title: TitleSummary }) {
  const { row } = useTitleAvailability(title);
  return (
    <AddToCartControl eisbn={title.eisbn} title={title.title} row={row} isLargePrint={title.is_large_print} compact />
  );
}
