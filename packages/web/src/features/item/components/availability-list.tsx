import type { TitleDetail } from '@bookfront/contract';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { availabilityByLocation, hasStockOnHand } from '../../../entities/title/purchase-state.ts';
import { useSession } from '../../../entities/session/session.ts';
import classes from './availability-list.module.css';

const onHandText = (onhand: number | 'Y') => (onhand === 'Y' ? 'On the shelf' : `${onhand} on hand`);

/** The title at each location, the shopper's own first. */
export function AvailabilityList({ title }: { title: TitleDetail }) {
  const session = useSession();
  const groups = availabilityByLocation(title.available, session.location_id);
  // With one location the purchase panel already says it all.
  if (groups.length < 2) return null;
  return (
    <ul className={classes.list} aria-label="Availability by location">
      {groups.map((group) => (
        <li key={group.locationId} className={classes.location}>
          <span>
            <span className={classes.name}>{group.name}</span>
            {group.locationId === session.location_id ? <span className={classes.yours}>Your store</span> : null}
          </span>
          <span className={classes.rows}>
            {group.rows.map((row, index) => (
              <span key={`${row.code}-${index}`}>
                <AvailabilityMessage row={row} />
                <span className={classes.condition}>
                  {[
                    group.rows.length > 1 || row.used ? row.text : '',
                    hasStockOnHand(row) ? onHandText(row.onhand) : '',
                    row.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
