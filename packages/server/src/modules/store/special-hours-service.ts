import {
  consoleSettingsErrorCodes,
  consoleSpecialHoursMessages,
  sortSpecialHours,
  specialHoursTimeZone,
  type ContactAndHours,
  type SpecialHours,
} from '@bookfront/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely, Transaction } from 'kysely';
import type { Database, LocationSpecialHoursRow } from '../../db/schema.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { StoreRepository } from './repository.ts';
import type { StoreContext } from './service.ts';
import type { SpecialHoursRepository } from './special-hours-repository.ts';
import { toStoreLocation } from './mapper.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * docs/features/contact-and-hours.md#special-hours: the first day of this month and the last of the
 * next, in the store's time zone. A month's last day is written '31', which no day sorts after.
 */
export function shownMonths(nowMs: number = Date.now()): { from: string; to: string } {
  const month = dayjs(nowMs).tz(specialHoursTimeZone).startOf('month');
  return { from: month.format('YYYY-MM-DD'), to: `${month.add(1, 'month').format('YYYY-MM')}-31` };
}

const toSpecialHours = (row: LocationSpecialHoursRow): SpecialHours => ({
  date: row.date,
  closed: row.closed === 1,
  opens: row.opens,
  closes: row.closes,
  note: row.note,
});

/** A location's special hours, read and changed (docs/features/contact-and-hours.md#special-hours). */
export function createSpecialHoursService(deps: {
  db: Kysely<Database>;
  repo: SpecialHoursRepository;
  stores: Pick<StoreRepository, 'findLocation'>;
}) {
  const { db, repo, stores } = deps;

  async function requireLocation(storeId: string, locationId: string) {
    if (!(await stores.findLocation(storeId, locationId))) {
      throw new NotFoundError(consoleSettingsErrorCodes.locationNotFound, consoleSpecialHoursMessages.locationUnknown, {
        location_id: consoleSpecialHoursMessages.locationUnknown,
      });
    }
  }

  return {
    /** webstore/getContactAndHours: every location with its special hours of this month and the next. */
    async contactAndHours(store: StoreContext): Promise<ContactAndHours> {
      const rows = await repo.findBetween({ storeId: store.id, ...shownMonths() });
      return {
        locations: store.locations.map((location) => ({
          ...toStoreLocation(location),
          special_hours: rows.filter((row) => row.locationId === location.id).map(toSpecialHours),
        })),
      };
    },

    /** A location's special hours from the first of this month on; 404 for a location of no store's own. */
    async fromThisMonth(storeId: string, locationId: string) {
      await requireLocation(storeId, locationId);
      const { from } = shownMonths();
      const rows = await repo.findBetween({ storeId, locationId, from });
      return { location_id: locationId, from, special_hours: rows.map(toSpecialHours) };
    },

    /**
     * Replaces a location's special hours from the first of this month on, in one transaction with
     * `alongside` (an audit entry) given those before and after. Days before this month are refused
     * on their field: they are history, kept as they were.
     */
    async replaceFromThisMonth(
      target: { storeId: string; locationId: string },
      days: readonly SpecialHours[],
      alongside: (trx: Transaction<Database>, before: SpecialHours[], after: SpecialHours[]) => Promise<unknown>,
    ) {
      await requireLocation(target.storeId, target.locationId);
      const { from } = shownMonths();
      const past = days.findIndex((day) => day.date < from);
      if (past !== -1) {
        throw new ValidationError({ [`special_hours.${past}.date`]: consoleSpecialHoursMessages.datePast });
      }
      const after = sortSpecialHours(days);
      return db.transaction().execute(async (trx) => {
        const before = (await repo.findBetween({ ...target, from }, trx)).map(toSpecialHours);
        await repo.replaceFrom(
          { ...target, from },
          after.map((day) => ({ ...target, ...day, closed: day.closed ? 1 : 0 })),
          trx,
        );
        await alongside(trx, before, after);
        return { location_id: target.locationId, from, special_hours: after };
      });
    },
  };
}
export type SpecialHoursService = ReturnType<typeof createSpecialHoursService>;
