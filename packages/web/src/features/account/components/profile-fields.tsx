import { Checkbox, Fieldset, NativeSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  formatPhoneNumber,
  limits,
  normalizePostalCode,
  postalCodeLabel,
  type CommunicationPreference,
  type ExtraAccountField,
  type PhoneNumberType,
} from '@bookfront/contract';
import type { profileDefaults } from './profile-form-schema.ts';
import classes from './profile-fields.module.css';

/** The values the block edits; the form around it may hold more (passwords, email). */
export type ProfileBlockValues = ReturnType<typeof profileDefaults>;

const phoneTypes: { value: PhoneNumberType; label: string }[] = [
  { value: 'cell', label: 'Cell' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
];

const preferenceLabels: Record<CommunicationPreference, string> = {
  email: 'Email',
  phone: 'Phone',
  text: 'Text message',
};

/**
 * The address and contact block of docs/features/accounts.md#linked-accounts "create" and Save Changes: names, institution,
 * phones, street address, country and province from the server's lists, postal code with the
 * country's label, communication preference, and the store's extra fields. Use inside a FormProvider.
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
  const country = useWatch({ control: form.control, name: 'country' });
  const isInstitution = useWatch({ control: form.control, name: 'is_institution' });

  const formatPhoneOnBlur = (name: 'phone_number' | 'alt_phone_number') => () =>
    form.setValue(name, formatPhoneNumber(country, form.getValues(name)), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          maxLength={limits.textFieldMax}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          maxLength={limits.textFieldMax}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
      </SimpleGrid>

      <Checkbox
        label="I am buying on behalf of an institution, school or business"
        {...form.register('is_institution')}
      />
      {isInstitution ? (
        <TextInput
          label="Institution name"
          autoComplete="organization"
          required
          maxLength={limits.textFieldMax}
          error={errors.company?.message}
          {...form.register('company')}
        />
      ) : null}

      <div className={classes.phoneRow}>
        <TextInput
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
          maxLength={limits.phoneInputMax}
          error={errors.phone_number?.message}
          {...form.register('phone_number', { onBlur: formatPhoneOnBlur('phone_number') })}
        />
        <NativeSelect label="Phone type" data={phoneTypes} {...form.register('phone_number_type')} />
        <TextInput
          label="Ext."
          aria-label="Phone extension"
          inputMode="numeric"
          maxLength={6}
          error={errors.phone_number_ext?.message}
          {...form.register('phone_number_ext')}
        />
      </div>
      <div className={classes.phoneRow}>
        <TextInput
          label="Alternate phone number"
          type="tel"
          autoComplete="tel"
          maxLength={limits.phoneInputMax}
          error={errors.alt_phone_number?.message}
          {...form.register('alt_phone_number', { onBlur: formatPhoneOnBlur('alt_phone_number') })}
        />
        <NativeSelect label="Alternate phone type" data={phoneTypes} {...form.register('alt_phone_number_type')} />
        <TextInput
          label="Ext."
          aria-label="Alternate phone extension"
          inputMode="numeric"
          maxLength={6}
          error={errors.alt_phone_number_ext?.message}
          {...form.register('alt_phone_number_ext')}
        />
      </div>

      <TextInput
        label="Street address"
        autoComplete="address-line1"
        required
        maxLength={limits.textFieldMax}
        error={errors.street_address?.message}
        {...form.register('street_address')}
      />
      <TextInput
        label="Street address 2"
        autoComplete="address-line2"
        maxLength={limits.textFieldMax}
        error={errors.street_address_2?.message}
        {...form.register('street_address_2')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="City"
          autoComplete="address-level2"
          required
          maxLength={limits.textFieldMax}
          error={errors.city?.message}
          {...form.register('city')}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Select
              label="Country"
              required
              searchable
              autoComplete="off"
              data={countries.includes(field.value) || !field.value ? [...countries] : [field.value, ...countries]}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '');
                form.setValue('province', '');
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              nothingFoundMessage="No such country"
              error={errors.country?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {provinces.length > 0 ? (
          <Controller
            control={form.control}
            name="province"
            render={({ field }) => (
              <Select
                label="State / Province"
                required
                searchable
                autoComplete="off"
                data={[...provinces]}
                value={provinces.includes(field.value) ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                nothingFoundMessage="No such state or province"
                error={errors.province?.message}
              />
            )}
          />
        ) : (
          <TextInput
            label="State / Province"
            autoComplete="address-level1"
            maxLength={limits.textFieldMax}
            error={errors.province?.message}
            {...form.register('province')}
          />
        )}
        <TextInput
          label={postalCodeLabel(country, { titleCase: false })}
          autoComplete="postal-code"
          required
          maxLength={limits.postalCodeMax}
          error={errors.postal_code?.message}
          {...form.register('postal_code', {
            onBlur: () => form.setValue('postal_code', normalizePostalCode(country, form.getValues('postal_code'))),
          })}
        />
      </SimpleGrid>

      <Controller
        control={form.control}
        name="communication_preference"
        render={({ field }) => (
          <Radio.Group
            label="How should we contact you?"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            name={field.name}
            error={errors.communication_preference?.message}
          >
            <div className={classes.radios}>
              {preferences.map((preference) => (
                <Radio key={preference} value={preference} label={preferenceLabels[preference]} />
              ))}
            </div>
          </Radio.Group>
        )}
      />

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
