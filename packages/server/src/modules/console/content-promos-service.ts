import {
  consolePromoErrorCodes,
  consolePromoMessages as messages,
  promoCodeSettingSchema,
  type ConsolePromoCode,
  type ConsolePromoCodeFields,
  type PromoCodeSetting,
  type StoreSettings,
} from '@bookfront/contract';
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { formatLocalTime, localTimeSeconds } from '../events/dates.ts';
import type { PromoUsage, PromoUsageService } from '../orders/promo-usage-service.ts';
import type { StoreSettingsService, StoredSettings } from '../store/settings-service.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** The most codes the settings keep (store settings' promo_codes). */
const promoCodesMax = 500;

const storedPromoCodesSchema = z.array(promoCodeSettingSchema).catch([]);

function toConsolePromoCode(promo: PromoCodeSetting, usage: PromoUsage | undefined): ConsolePromoCode {
  return {
    code: promo.code,
    description: promo.description,
    type: promo.type,
    value: promo.value,
    starts_at: promo.starts_at === null ? '' : formatLocalTime(promo.starts_at),
    ends_at: promo.ends_at === null ? '' : formatLocalTime(promo.ends_at),
    starts_at_seconds: promo.starts_at,
    ends_at_seconds: promo.ends_at,
    min_subtotal: promo.min_subtotal,
    automatic: promo.automatic,
    stackable: promo.stackable,
    active: promo.active,
    max_uses: promo.max_uses,
    once_per_customer: promo.once_per_customer,
    usage: { orders: usage?.orders ?? 0, discount_cents: usage?.discountCents ?? 0 },
  };
}

/** The console's fields as the settings keep them: times as unix seconds, no value for free shipping. */
function toSetting(input: ConsolePromoCodeFields): PromoCodeSetting {
  const seconds = (field: 'starts_at' | 'ends_at') => {
    if (input[field] === '') return null;
    const value = localTimeSeconds(input[field]);
    if (value === null) {
      throw new ValidationError({ [field]: messages.timeInvalid });
    }
    return value;
  };
  return {
    code: input.code,
    description: input.description,
    type: input.type,
    value: input.type === 'free_shipping' ? 0 : input.value,
    starts_at: seconds('starts_at'),
    ends_at: seconds('ends_at'),
    min_subtotal: input.min_subtotal,
    automatic: input.automatic,
    stackable: input.stackable,
    active: input.active,
    max_uses: input.max_uses,
    once_per_customer: input.once_per_customer,
  };
}

const notFound = () =>
  new NotFoundError(consolePromoErrorCodes.notFound, messages.notFound, { code: messages.notFound });

/**
 * docs/features/store-console.md#promo-codes: the store's promo codes as checkout reads them (the
 * settings' promo_codes), each change validated with the whole settings and audited in its
 * transaction, with each code's usage counted from the orders that used it.
 */
export function createConsolePromosService(deps: {
  storeSettings: StoreSettingsService;
  usage: PromoUsageService;
  audit: Pick<StaffService, 'recordAudit'>;
}) {
  /** Changes the stored list of codes with `change`, auditing `action` with the code before and after. */
  async function changeCodes(
    staff: StaffIdentity,
    code: string,
    action: string,
    change: (codes: PromoCodeSetting[]) => PromoCodeSetting[],
  ): Promise<ConsolePromoCode> {
    const after = await deps.storeSettings.change(
      staff.storeId,
      (stored: StoredSettings) => ({
        ...stored,
        promo_codes: change(storedPromoCodesSchema.parse(stored.promo_codes ?? [])),
      }),
      (trx, before: StoreSettings, next: StoreSettings) =>
        deps.audit.recordAudit(trx, staff, {
          action,
          subject: code,
          before: before.promo_codes.find((promo) => promo.code === code) ?? null,
          after: next.promo_codes.find((promo) => promo.code === code) ?? null,
        }),
    );
    const saved = after.promo_codes.find((promo) => promo.code === code);
    if (!saved) throw notFound();
    return toConsolePromoCode(saved, (await deps.usage.usageByCode(staff.storeId)).get(code));
  }

  return {
    async list(storeId: string): Promise<{ promo_codes: ConsolePromoCode[] }> {
      const [settings, usage] = await Promise.all([deps.storeSettings.read(storeId), deps.usage.usageByCode(storeId)]);
      return { promo_codes: settings.promo_codes.map((promo) => toConsolePromoCode(promo, usage.get(promo.code))) };
    },

    create: (staff: StaffIdentity, input: ConsolePromoCodeFields) => {
      const promo = toSetting(input);
      return changeCodes(staff, promo.code, 'promo.create', (codes) => {
        if (codes.some((existing) => existing.code === promo.code)) {
          throw new ConflictError(consolePromoErrorCodes.taken, messages.codeTaken, { code: messages.codeTaken });
        }
        if (codes.length >= promoCodesMax) throw new ConflictError(consolePromoErrorCodes.tooMany, messages.tooMany);
        return [...codes, promo];
      });
    },

    update: (staff: StaffIdentity, input: ConsolePromoCodeFields) => {
      const promo = toSetting(input);
      return changeCodes(staff, promo.code, 'promo.update', (codes) => {
        if (!codes.some((existing) => existing.code === promo.code)) throw notFound();
        return codes.map((existing) => (existing.code === promo.code ? promo : existing));
      });
    },

    /** Keeps the code, so the orders that used it still count, but checkout no longer applies it. */
    deactivate: (staff: StaffIdentity, code: string) =>
      changeCodes(staff, code, 'promo.deactivate', (codes) => {
        if (!codes.some((existing) => existing.code === code)) throw notFound();
        return codes.map((existing) => (existing.code === code ? { ...existing, active: false } : existing));
      }),
  };
}
export type ConsolePromosService = ReturnType<typeof createConsolePromosService>;
