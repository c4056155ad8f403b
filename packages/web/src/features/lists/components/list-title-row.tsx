import { Link } from 'react-router';
import { listMessages, type TitleSummary } from '@bookfront/contract';
import { AddToCartControl } from '../../../entities/cart/add-to-cart-control.tsx';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { PriceTag } from '../../../entities/title/price-tag.tsx';
import { RemoveButton } from '../../../components/ui/remove-button.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { formatReleaseDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useTitleAvailability } from '../../../entities/title/use-title-availability.ts';
import classes from './list-title-row.module.css';

/**
 * One title of a list: cover, title, authors, format, price and availability at the session's
 * location, the add-to-cart control and Remove.
 */
export function ListTitleRow({
  title,
  priority,
  isRemoving,
  onRemove,
}: {
  title: TitleSummary;
  /** Among the first covers on the page: loaded at once rather than lazily. */
  priority: boolean;
  isRemoving: boolean;
  /** Without it the row has no Remove (a store list's page, a shared list's page). */
  onRemove?: (() => void) | undefined;
}) {
  const { row, price } = useTitleAvailability(title);
  const authors = title.authors.map((author) => author.name).join(', ');
  const format = [title.binding, title.release_date === null ? '' : formatReleaseDate(title.release_date)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={classes.row}>
      {/* The title link below carries the name; the cover is a second, mouse-only way in. */}
      <Link to={paths.item(title.eisbn)} className={classes.cover} tabIndex={-1} aria-hidden>
        <TitleCover
          eisbn={title.eisbn}
          cacheKey={title.cover_image_cache}
          title={title.title}
          author={title.authors[0]?.name ?? ''}
          width={72}
          priority={priority}
          alt=""
        />
      </Link>
      <div className={classes.about}>
        <h2 className={classes.title}>
          <Link to={paths.item(title.eisbn)}>{title.title}</Link>
        </h2>
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
        {onRemove ? (
          <RemoveButton
            label={listMessages.removeTitle(title.title)}
            loading={isRemoving}
            onClick={onRemove}
            className={classes.remove}
          >
            {listMessages.remove}
          </RemoveButton>
        ) : null}
      </div>
    </li>
  );
}
