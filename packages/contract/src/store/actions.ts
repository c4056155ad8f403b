import { defineAction, tableOf, emptyInputSchema } from '../actions/define.ts';
import { contactAndHoursSchema, getSettingsInputSchema, siteSettingsSchema } from './schemas.ts';

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

/** The store's settings, look and locations (docs/features/store-settings.md, docs/features/contact-and-hours.md). */
export const storeActionTable = tableOf(storeGetSettingsAction, webstoreGetContactAndHoursAction);
