import {
  consoleCheckoutSettingsActionTable,
  type ConsolePaymentsInput,
  type ConsoleShippingInput,
  type ConsoleTaxesInput,
} from '@bookfront/contract';
import { actionClient } from '../../../lib/api-client.ts';
import { useConsoleChange, useConsoleRead } from './api.ts';

const api = actionClient(consoleCheckoutSettingsActionTable);

export const checkoutSettingsKeys = {
  checkout: ['console', 'settings', 'checkout'] as const,
  payments: ['console', 'settings', 'payments'] as const,
};

/** console/settings/checkout: the taxes, shipping providers and local delivery as the store has them now. */
export const useCheckoutSettings = () =>
  useConsoleRead(checkoutSettingsKeys.checkout, () => api.console['settings/checkout']());

export const useSaveTaxes = () =>
  useConsoleChange(checkoutSettingsKeys.checkout, (input: ConsoleTaxesInput) =>
    api.console['settings/saveTaxes'](input),
  );

export const useSaveShipping = () =>
  useConsoleChange(checkoutSettingsKeys.checkout, (input: ConsoleShippingInput) =>
    api.console['settings/saveShipping'](input),
  );

/** console/settings/payments (owners): the payment choices and keys, secrets only as set or not. */
export const usePaymentSettings = () =>
  useConsoleRead(checkoutSettingsKeys.payments, () => api.console['settings/payments']());

export const useSavePayments = () =>
  useConsoleChange(checkoutSettingsKeys.payments, (input: ConsolePaymentsInput) =>
    api.console['settings/savePayments'](input),
  );
