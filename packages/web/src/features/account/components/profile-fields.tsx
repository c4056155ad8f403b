import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { limits, type CommunicationPreference, type ExtraAccountField } from '@bookfront/contract';
import { AddressFields } from '../../../entities/address/address-fields.tsx';
import { CommunicationPreferenceField, ContactFields } from '../../../entities/customer/contact-fields.tsx';
import type { profileDefaults } from './profile-form-schema.ts';
import classes from './profile-fields.module.css';

/** The values the block edits; the form around it may hold more (passwords, email). */
export type ProfileBlockValues = ReturnType<typeof profileDefaults>;

/**
 * The address and contact block of docs/features/accounts.md#profile-fields "create" and Save Changes: the customer's contact
 * fields, their address with the server's country and province lists, their communication
 * preference, and the store's extra fields. Use inside a FormProvider.
 */
export function ProfileFields({
  countries,
  provinces,
  preferences,
  extraFields,
}: {
  countries: readonly string[];
  provinces: readonly string[];
  preferences: readonly CommunicationPreference[];
  extraFields: readonly ExtraAccountField[];
}) {
  const form = useFormContext<ProfileBlockValues>();
  const { errors } = form.formState;

  return (
    <Stack gap="md">
      <ContactFields kind="account" />
      <AddressFields places={{ countries, provinces }} variant="profile" />
      <CommunicationPreferenceField<ProfileBlockValues> name="communication_preference" preferences={preferences} />

      {extraFields.length > 0 ? (
        <Fieldset legend="Additional information" variant="unstyled" className={classes.extra}>
          <Stack gap="md">
            {extraFields.map((field) => (
              <TextInput
                key={field.name}
                label={field.label}
                required
                maxLength={limits.extraAccountFieldMax}
                error={errors.account_extra_fields?.[field.name]?.message}
                {...form.register(`account_extra_fields.${field.name}`)}
              />
            ))}
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}
