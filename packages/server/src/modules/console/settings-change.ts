import type { StoreSettings } from '@bookfront/contract';
import type { StoreSettingsService, StoredSettings } from '../store/settings-service.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** The keys whose values differ, each side's value: what an audit entry keeps. */
export function changedValues<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export type SettingsChange<Part extends Record<string, unknown>> = {
  /** The audit entry's action, e.g. settings.taxes. */
  action: string;
  /** The part of the settings the audit entry compares before and after. */
  pick: (settings: StoreSettings) => Part;
  /** The next stored settings from the stored ones. */
  change: (stored: StoredSettings) => StoredSettings;
  /** Added to the audit entry's after, e.g. which secrets were replaced (never their values). */
  noted?: Record<string, unknown>;
};

/**
 * Changes a part of a store's settings from the console: validated as a whole, audited with the
 * values that changed in the same transaction, and bumping the store's revision so every process
 * follows at once (docs/features/store-console.md#settings).
 */
export function createSettingsChanger(deps: {
  storeSettings: StoreSettingsService;
  audit: Pick<StaffService, 'recordAudit'>;
}) {
  return async function changeSettings<Part extends Record<string, unknown>>(
    staff: StaffIdentity,
    options: SettingsChange<Part>,
  ): Promise<StoreSettings> {
    return deps.storeSettings.change(staff.storeId, options.change, (trx, before, next) => {
      const change = changedValues(options.pick(before), options.pick(next));
      const after = options.noted ? { ...change.after, ...options.noted } : change.after;
      return deps.audit.recordAudit(trx, staff, {
        action: options.action,
        subject: 'settings',
        before: change.before,
        after,
      });
    });
  };
}
export type SettingsChanger = ReturnType<typeof createSettingsChanger>;
