import type { AvailabilityRow } from '@bookfront/contract';
import { catalogMessages } from '@bookfront/contract';
import { hasStockOnHand } from './purchase-state.ts';
import classes from './availability-message.module.css';

function toneOf(row: AvailabilityRow | null) {
  if (!row) return 'none';
  if (row.availability === 'forthcoming') return 'soon';
  if (row.availability === 'available') return hasStockOnHand(row) ? 'stock' : 'order';
  return 'none';
}

/** A title's availability at one location: a coloured dot, the message and its sub-message. */
export function AvailabilityMessage({
  row,
  showSubMessage = true,
  className,
}: {
  row: AvailabilityRow | null;
  showSubMessage?: boolean;
  className?: string;
}) {
  const message = row?.message || catalogMessages.contactStore;
  return (
    <span className={`${classes.wrap} ${className ?? ''}`}>
      <span className={classes.dot} data-tone={toneOf(row)} aria-hidden />
      <span>
        <span className={classes.message}>{message}</span>
        {showSubMessage && row?.sub_message ? <span className={classes.sub}>{row.sub_message}</span> : null}
      </span>
    </span>
  );
}
