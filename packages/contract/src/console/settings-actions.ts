import { defineAction, tableOf } from '../actions/define.ts';
import { emptyInputSchema } from '../actions/empty-input.ts';
import { consoleSettingsErrorCodes } from './settings-messages.ts';
import {
  consoleImageUploadInputSchema,
  consoleLocationInputSchema,
  consolePrivacyPolicyInputSchema,
  consolePrivacyPolicySchema,
  consoleStoreLocationsSchema,
  consoleSettingsSchema,
  consoleShortcutsInputSchema,
  consoleSwitchesSchema,
  consoleThemeSchema,
} from './settings-schemas.ts';
import {
  consoleLocationIdInputSchema,
  consoleSpecialHoursInputSchema,
  consoleSpecialHoursSchema,
} from './settings-hours-schemas.ts';
import { consoleNavigationInputSchema, consoleNavigationSchema } from './settings-navigation-schemas.ts';

/** The storefront's settings are a manager's or the owner's; payment choices alone the owner's (docs/features/store-console.md#roles). */
const settingsRoles = ['owner', 'manager'] as const;

export const consoleSettingsGetAction = defineAction({
  name: 'console/settings/get',
  input: emptyInputSchema,
  output: consoleSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSaveThemeAction = defineAction({
  name: 'console/settings/saveTheme',
  input: consoleThemeSchema,
  output: consoleSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsUploadImageAction = defineAction({
  name: 'console/settings/uploadImage',
  input: consoleImageUploadInputSchema,
  output: consoleSettingsSchema,
  errors: [consoleSettingsErrorCodes.imageRefused],
  access: 'staff',
  staffRoles: settingsRoles,
  upload: true,
});

export const consoleSettingsSaveSwitchesAction = defineAction({
  name: 'console/settings/saveSwitches',
  input: consoleSwitchesSchema,
  output: consoleSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsLocationsAction = defineAction({
  name: 'console/settings/locations',
  input: emptyInputSchema,
  output: consoleStoreLocationsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSaveLocationAction = defineAction({
  name: 'console/settings/saveLocation',
  input: consoleLocationInputSchema,
  output: consoleStoreLocationsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsPrivacyPolicyAction = defineAction({
  name: 'console/settings/privacyPolicy',
  input: emptyInputSchema,
  output: consolePrivacyPolicySchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSavePrivacyPolicyAction = defineAction({
  name: 'console/settings/savePrivacyPolicy',
  input: consolePrivacyPolicyInputSchema,
  output: consolePrivacyPolicySchema,
  errors: [consoleSettingsErrorCodes.pageEmpty],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsRemovePrivacyPolicyAction = defineAction({
  name: 'console/settings/removePrivacyPolicy',
  input: emptyInputSchema,
  output: consolePrivacyPolicySchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSaveShortcutsAction = defineAction({
  name: 'console/settings/saveShortcuts',
  input: consoleShortcutsInputSchema,
  output: consoleSettingsSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsNavigationAction = defineAction({
  name: 'console/settings/navigation',
  input: emptyInputSchema,
  output: consoleNavigationSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSaveNavigationAction = defineAction({
  name: 'console/settings/saveNavigation',
  input: consoleNavigationInputSchema,
  output: consoleNavigationSchema,
  errors: [],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSpecialHoursAction = defineAction({
  name: 'console/settings/specialHours',
  input: consoleLocationIdInputSchema,
  output: consoleSpecialHoursSchema,
  errors: [consoleSettingsErrorCodes.locationNotFound],
  access: 'staff',
  staffRoles: settingsRoles,
});

export const consoleSettingsSaveSpecialHoursAction = defineAction({
  name: 'console/settings/saveSpecialHours',
  input: consoleSpecialHoursInputSchema,
  output: consoleSpecialHoursSchema,
  errors: [consoleSettingsErrorCodes.locationNotFound],
  access: 'staff',
  staffRoles: settingsRoles,
});

/** The store console's storefront settings (docs/features/store-console.md#settings). */
export const consoleSettingsActionTable = tableOf(
  consoleSettingsGetAction,
  consoleSettingsSaveThemeAction,
  consoleSettingsUploadImageAction,
  consoleSettingsSaveSwitchesAction,
  consoleSettingsSaveShortcutsAction,
  consoleSettingsLocationsAction,
  consoleSettingsSaveLocationAction,
  consoleSettingsPrivacyPolicyAction,
  consoleSettingsSavePrivacyPolicyAction,
  consoleSettingsRemovePrivacyPolicyAction,
  consoleSettingsNavigationAction,
  consoleSettingsSaveNavigationAction,
  consoleSettingsSpecialHoursAction,
  consoleSettingsSaveSpecialHoursAction,
);
