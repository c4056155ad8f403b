import { Link } from 'react-router';
import type { TitleSummary } from '@bookfront/contract';
import { AddToCartControl } from '../../../entities/cart/add-to-cart-control.tsx';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import { paths } from '../../../lib/paths.ts';
import classes from './event-book-row.module.css';

/** docs/features/events.md#event-page: one of an event's books: cover, title, authors, price, availability and add to cart. */
export function EventBookRow({ title }: { title: TitleSummary }) {
  const { row, price } = useTitleAvailability(title);
  const authors = title.authors.map((author) => author.name).join(', ');
  return (
    <li className={classes.row}>
      {/* The title link carries the name; the cover is a second, mouse-only way in. */}
      <Link to={paths.item(title.eisbn)} className={classes.cover} tabIndex={-1} aria-hidden>
        <TitleCover
          eisbn={title.eisbn}
          cacheKey={title.cover_image_cache}
          title={title.title}
          author={title.authors[0]?.name ?? ''}
          width={64}
          alt=""
        />
      </Link>
      <div className={classes.about}>
        <h3 className={classes.title}>
          <Link to={paths.item(title.eisbn)}>{title.title}</Link>
        </h3>
        {authors ? <span className={classes.authors}>{authors}</span> : null}
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
      </div>
    </li>
  );
}
