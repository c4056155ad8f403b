import { defineActions, emptyInputSchema } from '../actions/define.ts';
import { contactAndHoursSchema, getSettingsInputSchema, siteSettingsSchema } from './schemas.ts';

/** The store's settings, look and locations (docs/features/store-settings.md, docs/features/contact-and-hours.md). */
export const storeActionTable = defineActions({
  'store/getSettings': {
    summary: 'The store’s public settings: look, navigation, feature switches and locations.',
    input: getSettingsInputSchema,
    output: siteSettingsSchema,
    errors: [],
    access: 'private-site-open',
  },
  'webstore/getContactAndHours': {
    summary: 'The store’s locations with addresses, phone numbers and opening hours.',
    input: emptyInputSchema,
    output: contactAndHoursSchema,
    errors: [],
    access: 'private-site-open',
  },
});
