import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import {
  consoleCheckoutSettingsSchema,
  consolePaymentSettingsSchema,
  consolePaymentsInputSchema,
  consoleShippingInputSchema,
  consoleTaxesInputSchema,
} from './settings-checkout-schemas.ts';

/** Taxes and shipping are a manager's or the owner's; payment settings the owner's alone (docs/features/store-console.md#roles). */
const checkoutSettingsRoles = ['owner', 'manager'] as const;
const paymentSettingsRoles = ['owner'] as const;

export const consoleSettingsCheckoutAction = defineAction({
  name: 'console/settings/checkout',
  input: emptyInputSchema,
  output: consoleCheckoutSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: checkoutSettingsRoles,
});

export const consoleSettingsSaveTaxesAction = defineAction({
  name: 'console/settings/saveTaxes',
  input: consoleTaxesInputSchema,
  output: consoleCheckoutSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: checkoutSettingsRoles,
});

export const consoleSettingsSaveShippingAction = defineAction({
  name: 'console/settings/saveShipping',
  input: consoleShippingInputSchema,
  output: consoleCheckoutSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: checkoutSettingsRoles,
});

export const consoleSettingsPaymentsAction = defineAction({
  name: 'console/settings/payments',
  input: emptyInputSchema,
  output: consolePaymentSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: paymentSettingsRoles,
});

export const consoleSettingsSavePaymentsAction = defineAction({
  name: 'console/settings/savePayments',
  input: consolePaymentsInputSchema,
  output: consolePaymentSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: paymentSettingsRoles,
});

/** The store console's tax, shipping and payment settings (docs/features/store-console.md#settings). */
export const consoleCheckoutSettingsActionTable = tableOf(
  consoleSettingsCheckoutAction,
  consoleSettingsSaveTaxesAction,
  consoleSettingsSaveShippingAction,
  consoleSettingsPaymentsAction,
  consoleSettingsSavePaymentsAction,
);
