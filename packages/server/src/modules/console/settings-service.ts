import {
  consoleSettingsErrorCodes,
  consoleSettingsMessages,
  consoleSwitchesSchema,
  consoleThemeSchema,
  consoleImageMaxBytes,
  type ConsoleImageKind,
  type ConsoleLocationFields,
  type ConsolePrivacyPolicy,
  type ConsoleStoreLocations,
  type ConsoleSettings,
  type ConsoleShortcutsInput,
  type ConsoleSwitches,
  type ConsoleTheme,
  type StoreSettings,
  type UploadedFile,
} from '@bookfront/contract';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BadRequestError } from '../../lib/errors.ts';
import { asBuffer } from '../../lib/uploaded-file.ts';
import { imageTypeOf } from '../../lib/image-type.ts';
import type { StoreSettingsService } from '../store/settings-service.ts';
import { changedValues, createSettingsChanger, type SettingsChange } from './settings-change.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** The settings the console edits, picked from the store's whole settings. */
function toConsoleSettings(settings: StoreSettings): ConsoleSettings {
  return {
    theme: consoleThemeSchema.parse(settings.styles),
    switches: consoleSwitchesSchema.parse(settings),
    url_shortcuts: settings.url_shortcuts,
  };
}

const imageSettingOf = { logo: 'logo_url', background: 'background_image_url' } as const;

type Deps = {
  storeSettings: StoreSettingsService;
  audit: Pick<StaffService, 'recordAudit'>;
  /** Uploaded images go under DATA_DIR/files, which the app serves at /files/. */
  dataDir: string;
};

/**
 * The store console's storefront settings (docs/features/store-console.md#settings): every change is
 * validated as a whole, audited with what it was and became in the same transaction, and seen by the
 * storefront at once.
 */
export function createConsoleSettingsService({ storeSettings, audit, dataDir }: Deps) {
  const changeSettings = createSettingsChanger({ storeSettings, audit });
  /** Changes one part of the settings and audits the values that changed under `action`. */
  const changePart = async <Part extends Record<string, unknown>>(
    staff: StaffIdentity,
    options: SettingsChange<Part>,
  ) => toConsoleSettings(await changeSettings(staff, options));

  const withStyles = (stored: Record<string, unknown>, styles: Record<string, unknown>) => {
    const current = stored.styles !== null && typeof stored.styles === 'object' ? stored.styles : {};
    return { ...stored, styles: { ...current, ...styles } };
  };

  return {
    getSettings: async (storeId: string) => toConsoleSettings(await storeSettings.read(storeId)),

    saveTheme: (staff: StaffIdentity, theme: ConsoleTheme) =>
      changePart(staff, {
        action: 'settings.theme',
        pick: (settings) => consoleThemeSchema.parse(settings.styles),
        change: (stored) => withStyles(stored, theme),
      }),

    saveSwitches: (staff: StaffIdentity, switches: ConsoleSwitches) =>
      changePart(staff, {
        action: 'settings.switches',
        pick: (settings) => consoleSwitchesSchema.parse(settings),
        change: (stored) => ({ ...stored, ...switches }),
      }),

    saveShortcuts: (staff: StaffIdentity, input: ConsoleShortcutsInput) =>
      changePart(staff, {
        action: 'settings.shortcuts',
        pick: (settings) => ({ url_shortcuts: settings.url_shortcuts }),
        change: (stored) => ({ ...stored, url_shortcuts: input.url_shortcuts }),
      }),

    locations: async (storeId: string): Promise<ConsoleStoreLocations> => ({
      locations: await storeSettings.locations(storeId),
    }),

    /** docs/features/store-console.md#locations: adds or changes a location, audited under its id. */
    async saveLocation(staff: StaffIdentity, input: ConsoleLocationFields) {
      const changes = {
        id: input.location_id,
        name: input.sc_name,
        altname: input.altname,
        email: input.sc_email,
        phone: input.sc_phone,
        phone2: input.sc_phone_2,
        address: input.address,
        city: input.city,
        province: input.prov,
        postalCode: input.postal,
        country: input.country,
        hours: input.ws_hours,
        contactBlurb: input.ws_contact_blurb,
      };
      const locations = await storeSettings.saveLocation(staff.storeId, changes, (trx, before, after) => {
        const change = changedValues<Record<string, unknown>>(before ?? {}, after);
        return audit.recordAudit(trx, staff, { action: 'settings.location', subject: input.location_id, ...change });
      });
      return { locations };
    },

    privacyPolicy: async (storeId: string): Promise<ConsolePrivacyPolicy> => {
      const page = await storeSettings.privacyPolicy(storeId);
      return {
        policy: page ? { title: page.title, markdown: page.source, updated_at: Number(page.updatedAt) } : null,
      };
    },

    /** docs/features/store-console.md#privacy-policy: publishes the policy, audited with its title and Markdown. */
    async savePrivacyPolicy(staff: StaffIdentity, input: { title: string; markdown: string }) {
      const before = await storeSettings.privacyPolicy(staff.storeId);
      const saved = await storeSettings.savePrivacyPolicy(staff.storeId, input, (trx) =>
        audit.recordAudit(trx, staff, {
          action: 'settings.privacyPolicy',
          subject: 'privacy-policy',
          before: before ? { title: before.title, markdown: before.source } : null,
          after: input,
        }),
      );
      if (!saved) {
        throw new BadRequestError(consoleSettingsErrorCodes.pageEmpty, consoleSettingsMessages.privacyNoText, {
          markdown: consoleSettingsMessages.privacyNoText,
        });
      }
    },

    /** Takes the policy down, audited with what it was. */
    async removePrivacyPolicy(staff: StaffIdentity) {
      const before = await storeSettings.privacyPolicy(staff.storeId);
      await storeSettings.removePrivacyPolicy(staff.storeId, (trx) =>
        audit.recordAudit(trx, staff, {
          action: 'settings.privacyPolicyRemoved',
          subject: 'privacy-policy',
          before: before ? { title: before.title, markdown: before.source } : null,
        }),
      );
    },

    /**
     * Keeps an uploaded logo or background under files/stores/{store}/theme/, named by its content,
     * and makes it the store's; judged by its bytes, never its name.
     */
    async uploadImage(staff: StaffIdentity, input: { kind: ConsoleImageKind; file: UploadedFile }) {
      const bytes = asBuffer(input.file.data);
      const type = imageTypeOf(bytes.subarray(0, 16));
      if (!type || bytes.length > consoleImageMaxBytes) {
        throw new BadRequestError(consoleSettingsErrorCodes.imageRefused, consoleSettingsMessages.imageRefused, {
          file: consoleSettingsMessages.imageRefused,
        });
      }
      const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
      const relative = path.posix.join('stores', staff.storeId, 'theme', `${input.kind}-${hash}.${type.extension}`);
      const target = path.join(dataDir, 'files', relative);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, bytes);
      const setting = imageSettingOf[input.kind];
      return changePart(staff, {
        action: `settings.${input.kind}`,
        pick: (settings) => ({ [setting]: settings.styles[setting] }),
        change: (stored) => withStyles(stored, { [setting]: `/files/${relative}` }),
      });
    },
  };
}
export type ConsoleSettingsService = ReturnType<typeof createConsoleSettingsService>;
