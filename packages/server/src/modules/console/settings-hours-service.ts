import type { ConsoleSpecialHoursFields } from '@bookfront/contract';
import type { SpecialHoursService } from '../store/special-hours-service.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/**
 * docs/features/store-console.md#special-hours: a location's special hours from this month on,
 * replaced whole and audited under the location's id with the days before and after.
 */
export function createConsoleSpecialHoursService(deps: {
  specialHours: SpecialHoursService;
  audit: Pick<StaffService, 'recordAudit'>;
}) {
  const { specialHours, audit } = deps;
  return {
    read: (storeId: string, locationId: string) => specialHours.fromThisMonth(storeId, locationId),

    save: (staff: StaffIdentity, input: ConsoleSpecialHoursFields) =>
      specialHours.replaceFromThisMonth(
        { storeId: staff.storeId, locationId: input.location_id },
        input.special_hours,
        (trx, before, after) =>
          audit.recordAudit(trx, staff, {
            action: 'settings.specialHours',
            subject: input.location_id,
            before,
            after,
          }),
      ),
  };
}
export type ConsoleSpecialHoursService = ReturnType<typeof createConsoleSpecialHoursService>;
