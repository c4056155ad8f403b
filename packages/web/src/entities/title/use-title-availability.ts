import type { TitleSummary } from '@bookfront/contract';
import { priceDisplay, primaryAvailability, purchaseState } from './purchase-state.ts';
import { useSession } from '../session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';

/** What a shopper at the session's location sees of a title: its row, price and purchase state. */
export function useTitleAvailability(title: TitleSummary) {
  const settings = useSiteSettings();
  const session = useSession();
  const row = primaryAvailability(title, session.location_id);
  return {
    row,
    price: priceDisplay({ title, row, settings, session }),
    purchase: purchaseState(row),
    locationId: session.location_id,
  };
}
