import {
  consolePaymentSecretKeys,
  type ConsoleCheckoutSettings,
  type ConsolePaymentSettings,
  type ConsolePaymentsInput,
  type ConsoleSecretState,
  type ConsoleShippingInput,
  type ConsoleTaxesInput,
  type StoreSettings,
} from '@bookfront/contract';
import { paymentChoiceHasKeys } from '../checkout/payment-service.ts';
import type { StoreSettingsService, StoredSettings } from '../store/settings-service.ts';
import { createSettingsChanger } from './settings-change.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

/** A stored key as the console may show it: set or not, and its last four characters. */
const secretStateOf = (value: string): ConsoleSecretState => ({ is_set: value !== '', last4: value.slice(-4) });

/** A stored object setting, or nothing set. */
const objectAt = (stored: StoredSettings, key: string): StoredSettings => {
  const value = stored[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
};

function toPaymentSettings(settings: StoreSettings): ConsolePaymentSettings {
  const { paypal, hosted_cards: hosted, checkout } = settings;
  return {
    payment_choices: checkout.payment_choices,
    accepted_cards: checkout.accepted_cards,
    card_public_key: checkout.card_public_key,
    paypal: {
      base_url: paypal.base_url,
      client_id: paypal.client_id,
      client_secret: secretStateOf(paypal.client_secret),
    },
    hosted_cards: {
      clearent: {
        base_url: hosted.clearent.base_url,
        public_key: hosted.clearent.public_key,
        api_key: secretStateOf(hosted.clearent.api_key),
      },
      chase: {
        base_url: hosted.chase.base_url,
        secure_id: secretStateOf(hosted.chase.secure_id),
        api_token: secretStateOf(hosted.chase.api_token),
      },
      global: {
        base_url: hosted.global.base_url,
        app_id: secretStateOf(hosted.global.app_id),
        app_key: secretStateOf(hosted.global.app_key),
      },
    },
    has_keys: {
      paypal: paymentChoiceHasKeys(settings, 'paypal'),
      credit_card: paymentChoiceHasKeys(settings, 'credit_card'),
      clearent: paymentChoiceHasKeys(settings, 'clearent'),
      chase: paymentChoiceHasKeys(settings, 'chase'),
      global: paymentChoiceHasKeys(settings, 'global'),
    },
  };
}

/** The payment settings an audit entry may keep: everything but the secrets. */
function withoutSecrets(settings: StoreSettings) {
  const { paypal, hosted_cards: hosted, checkout } = settings;
  return {
    payment_choices: checkout.payment_choices,
    accepted_cards: checkout.accepted_cards,
    card_public_key: checkout.card_public_key,
    paypal: { base_url: paypal.base_url, client_id: paypal.client_id },
    clearent: { base_url: hosted.clearent.base_url, public_key: hosted.clearent.public_key },
    chase: { base_url: hosted.chase.base_url },
    global: { base_url: hosted.global.base_url },
  };
}

type SecretOwner = keyof typeof consolePaymentSecretKeys;

/** The secrets typed in a save, as 'paypal.client_secret', with their new values by owner. */
function typedSecrets(input: ConsolePaymentsInput) {
  const owners: Record<SecretOwner, Record<string, string | undefined>> = {
    paypal: input.paypal,
    clearent: input.hosted_cards.clearent,
    chase: input.hosted_cards.chase,
    global: input.hosted_cards.global,
  };
  const typed: Record<SecretOwner, Record<string, string>> = { paypal: {}, clearent: {}, chase: {}, global: {} };
  const names: string[] = [];
  for (const owner of Object.keys(consolePaymentSecretKeys) as SecretOwner[]) {
    for (const key of consolePaymentSecretKeys[owner]) {
      const value = owners[owner][key];
      if (value === undefined || value === '') continue;
      typed[owner][key] = value;
      names.push(`${owner}.${key}`);
    }
  }
  return { typed, names };
}

type Deps = {
  storeSettings: StoreSettingsService;
  audit: Pick<StaffService, 'recordAudit'>;
};

/**
 * The console's taxes, shipping and payment settings (docs/features/store-console.md#settings):
 * exactly the settings checkout reads, each save validated as a whole, audited and seen by checkout at once.
 */
export function createConsoleCheckoutSettingsService({ storeSettings, audit }: Deps) {
  const changeSettings = createSettingsChanger({ storeSettings, audit });

  async function checkoutSettingsOf(storeId: string, settings: StoreSettings): Promise<ConsoleCheckoutSettings> {
    const locations = await storeSettings.locations(storeId);
    const regions = locations.map((location) => location.prov.trim()).filter((region) => region !== '');
    return {
      taxes: settings.taxes,
      shipping_enabled: settings.shipping_enabled,
      shipping_providers: settings.checkout.shipping_providers,
      local_delivery: settings.checkout.local_delivery,
      location_regions: [...new Set(regions)],
    };
  }

  const withCheckout = (stored: StoredSettings, changes: StoredSettings) => ({
    ...stored,
    checkout: { ...objectAt(stored, 'checkout'), ...changes },
  });

  return {
    checkoutSettings: async (storeId: string) => checkoutSettingsOf(storeId, await storeSettings.read(storeId)),

    saveTaxes: async (staff: StaffIdentity, input: ConsoleTaxesInput) =>
      checkoutSettingsOf(
        staff.storeId,
        await changeSettings(staff, {
          action: 'settings.taxes',
          pick: (settings) => ({ taxes: settings.taxes }),
          change: (stored) => ({ ...stored, taxes: input.taxes }),
        }),
      ),

    saveShipping: async (staff: StaffIdentity, input: ConsoleShippingInput) =>
      checkoutSettingsOf(
        staff.storeId,
        await changeSettings(staff, {
          action: 'settings.shipping',
          pick: (settings) => ({
            shipping_providers: settings.checkout.shipping_providers,
            local_delivery: settings.checkout.local_delivery,
          }),
          change: (stored) => withCheckout(stored, input),
        }),
      ),

    payments: async (storeId: string) => toPaymentSettings(await storeSettings.read(storeId)),

    /** A typed secret replaces the stored one; the audit entry names it, never its value. */
    async savePayments(staff: StaffIdentity, input: ConsolePaymentsInput) {
      const secrets = typedSecrets(input);
      const { clearent, chase, global } = input.hosted_cards;
      const saved = await changeSettings(staff, {
        action: 'settings.payments',
        pick: withoutSecrets,
        noted: secrets.names.length > 0 ? { secrets_replaced: secrets.names } : undefined,
        change: (stored) => {
          const hosted = objectAt(stored, 'hosted_cards');
          const storedProvider = (name: 'clearent' | 'chase' | 'global') => objectAt(hosted, name);
          return {
            ...withCheckout(stored, {
              payment_choices: input.payment_choices,
              accepted_cards: input.accepted_cards,
              card_public_key: input.card_public_key,
            }),
            paypal: {
              ...objectAt(stored, 'paypal'),
              base_url: input.paypal.base_url,
              client_id: input.paypal.client_id,
              ...secrets.typed.paypal,
            },
            hosted_cards: {
              ...hosted,
              clearent: {
                ...storedProvider('clearent'),
                base_url: clearent.base_url,
                public_key: clearent.public_key,
                ...secrets.typed.clearent,
              },
              chase: { ...storedProvider('chase'), base_url: chase.base_url, ...secrets.typed.chase },
              global: { ...storedProvider('global'), base_url: global.base_url, ...secrets.typed.global },
            },
          };
        },
      });
      return toPaymentSettings(saved);
    },
  };
}
export type ConsoleCheckoutSettingsService = ReturnType<typeof createConsoleCheckoutSettingsService>;
