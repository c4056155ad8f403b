import { NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  isCanada,
  isUnitedStates,
  limits,
  normalizePostalCode,
  postalCodeLabel,
  type AddressFieldsInput,
} from '@bookfront/contract';
import { formatPostalCodeAsTyped } from './postal-code.ts';

type AddressLines = Pick<
  AddressFieldsInput,
  'street_address' | 'street_address_2' | 'city' | 'country' | 'province' | 'postal_code'
>;

/**
 * How a form words and draws the address. `address-book` (the address book and checkout,
 * docs/features/accounts.md#address-book): title-case labels, the browser's own lists, the postal
 * code shaped as it is typed, in the form's two-column grid. `profile` (account create and details,
 * docs/features/accounts.md#profile-fields): sentence-case labels, searchable lists, the postal code
 * shaped as it is typed and tidied when the customer leaves it.
 */
export type AddressFieldsVariant = 'address-book' | 'profile';

const streetLabels: Record<AddressFieldsVariant, { street: string; street2: string }> = {
  'address-book': { street: 'Street Address', street2: 'Apartment, suite, unit' },
  profile: { street: 'Street address', street2: 'Street address 2' },
};

/**
 * Street, city, country and province from the server's lists (`places`, see usePlaceLists) and
 * the postal code under the country's name for it. Choosing another country empties the province.
 * Use inside a FormProvider whose values hold the address fields.
 */
export function AddressFields({
  places,
  variant,
}: {
  places: { countries: readonly string[]; provinces: readonly string[] };
  variant: AddressFieldsVariant;
}) {
  const form = useFormContext<AddressLines>();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const isProfile = variant === 'profile';
  const hasProvinceList = places.provinces.length > 0;

  const street = (
    <TextInput
      label={streetLabels[variant].street}
      required
      autoComplete="address-line1"
      maxLength={limits.textFieldMax}
      error={errors.street_address?.message}
      {...form.register('street_address')}
    />
  );
  const street2 = (
    <TextInput
      label={streetLabels[variant].street2}
      autoComplete="address-line2"
      maxLength={limits.textFieldMax}
      error={errors.street_address_2?.message}
      {...form.register('street_address_2')}
    />
  );
  const city = (
    <TextInput
      label="City"
      required
      autoComplete="address-level2"
      maxLength={limits.textFieldMax}
      error={errors.city?.message}
      {...form.register('city')}
    />
  );
  const countryField = (
    <Controller
      control={form.control}
      name="country"
      render={({ field }) =>
        isProfile ? (
          <Select
            label="Country"
            required
            searchable
            autoComplete="off"
            data={
              places.countries.includes(field.value) || !field.value
                ? [...places.countries]
                : [field.value, ...places.countries]
            }
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
        ) : (
          <NativeSelect
            label="Country"
            required
            autoComplete="country-name"
            data={[
              { value: '', label: 'Choose a country' },
              ...(places.countries.length > 0 ? places.countries : field.value ? [field.value] : []),
            ]}
            error={errors.country?.message}
            {...field}
            onChange={(event) => {
              field.onChange(event);
              form.setValue('province', '');
            }}
          />
        )
      }
    />
  );
  const province = (
    <Controller
      control={form.control}
      name="province"
      render={({ field }) => {
        if (!hasProvinceList) {
          return (
            <TextInput
              label="State / Province"
              autoComplete="address-level1"
              maxLength={limits.textFieldMax}
              error={errors.province?.message}
              {...field}
            />
          );
        }
        return isProfile ? (
          <Select
            label="State / Province"
            required
            searchable
            autoComplete="off"
            data={[...places.provinces]}
            value={field.value && places.provinces.includes(field.value) ? field.value : null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            nothingFoundMessage="No such state or province"
            error={errors.province?.message}
          />
        ) : (
          <NativeSelect
            label="State / Province"
            required
            autoComplete="address-level1"
            data={[{ value: '', label: 'Choose a state / province' }, ...places.provinces]}
            error={errors.province?.message}
            {...field}
          />
        );
      }}
    />
  );
  const postalCodeField = form.register('postal_code', {
    onBlur: isProfile
      ? () => form.setValue('postal_code', normalizePostalCode(country, form.getValues('postal_code') ?? ''))
      : undefined,
  });
  const postalCode = (
    <TextInput
      label={postalCodeLabel(country, { titleCase: !isProfile })}
      required={isProfile || isCanada(country) || isUnitedStates(country)}
      autoComplete="postal-code"
      maxLength={limits.postalCodeMax}
      error={errors.postal_code?.message}
      {...postalCodeField}
      onChange={(event) => {
        event.target.value = formatPostalCodeAsTyped(country, event.target.value);
        return postalCodeField.onChange(event);
      }}
    />
  );

  if (isProfile) {
    return (
      <>
        {street}
        {street2}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {city}
          {countryField}
          {province}
          {postalCode}
        </SimpleGrid>
      </>
    );
  }
  return (
    <>
      {street}
      {street2}
      {city}
      {countryField}
      {province}
      {postalCode}
    </>
  );
}
