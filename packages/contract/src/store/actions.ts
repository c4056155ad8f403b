import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { storePageErrorCodes } from './messages.ts';
import {
  contactAndHoursSchema,
  getSettingsInputSchema,
  privacyPolicyPageSchema,
  siteSettingsSchema,
} from './schemas.ts';

export const storeGetSettingsAction = defineAction({
  name: 'store/getSettings',
  input: getSettingsInputSchema,
  output: siteSettingsSchema,
  errors: [],
  access: 'private-site-open',
});

export const webstoreGetContactAndHoursAction = defineAction({
  name: 'webstore/getContactAndHours',
  input: emptyInputSchema,
  output: contactAndHoursSchema,
  errors: [],
  access: 'private-site-open',
});

/** docs/features/store-settings.md#privacy-policy: 404 PRIVACY_POLICY_NOT_FOUND when the store has none. */
export const webstoreGetPrivacyPolicyPageAction = defineAction({
  name: 'webstore/getPrivacyPolicyPage',
  input: emptyInputSchema,
  output: privacyPolicyPageSchema,
  errors: [storePageErrorCodes.privacyPolicyNotFound],
  access: 'private-site-open',
});

/** The store's settings, look, locations and own pages (docs/features/store-settings.md, docs/features/contact-and-hours.md). */
export const storeActionTable = tableOf(
  storeGetSettingsAction,
  webstoreGetContactAndHoursAction,
  webstoreGetPrivacyPolicyPageAction,
);
