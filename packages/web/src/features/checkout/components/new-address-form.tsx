import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  addressFieldsSchema,
  formatPhoneNumber,
  isCanada,
  isUnitedStates,
  limits,
  postalCodeLabel,
  withAddressRules,
  type AddressFields,
  type AddressFieldsInput,
  type PlaceLookup,
} from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useCountries, useProvinces } from '../api.ts';

const emptyAddress = (country: string): AddressFieldsInput => ({
  name: '',
  company_name: '',
  phone_number: '',
  phone_number_ext: '',
  email_address: '',
  street_address: '',
  street_address_2: '',
  city: '',
  province: '',
  postal_code: '',
  country,
});

/** The server's countries and the country's provinces, as the address rules read them. */
function usePlaces(country: string) {
  const countries = useCountries();
  const isKnownCountry = countries.data?.includes(country) ?? false;
  const provinces = useProvinces(country, isKnownCountry);
  const lookup = useMemo<PlaceLookup | undefined>(() => {
    if (!countries.data || (isKnownCountry && !provinces.data)) return undefined;
    const countryNames = countries.data;
    const provinceNames = provinces.data ?? [];
    return {
      isCountry: (name) => countryNames.includes(name),
      provincesOf: (name) => (name === country ? provinceNames : []),
    };
  }, [countries.data, provinces.data, isKnownCountry, country]);
  return {
    countries: countries.data ?? [],
    provinces: isKnownCountry ? (provinces.data ?? []) : [],
    lookup,
  };
}

type NewAddressFormProps = {
  defaultCountry: string;
  /** Saves the checked address; an ActionError's field messages land on the fields. */
  onSubmit: (values: AddressFields) => Promise<unknown>;
  onCancel: () => void;
};

/** A new shipping address with docs/features/accounts.md#address-book rules, saved to the customer's address book. */
export function NewAddressForm({ defaultCountry, onSubmit, onCancel }: NewAddressFormProps) {
  const schemaRef = useRef(withAddressRules(addressFieldsSchema));
  const form = useForm<AddressFieldsInput, unknown, AddressFields>({
    defaultValues: emptyAddress(defaultCountry),
    mode: 'onTouched',
    // Reads the latest rules: they change once the country and province lists arrive.
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const places = usePlaces(country);
  useEffect(() => {
    schemaRef.current = withAddressRules(addressFieldsSchema, places.lookup);
  }, [places.lookup]);
  const { errors, isSubmitting } = form.formState;
  const countryOptions = places.countries.length > 0 ? places.countries : country ? [country] : [];
  const phone = form.register('phone_number');
  const postalCode = form.register('postal_code');

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New address">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Full Name"
            required
            autoComplete="name"
            maxLength={limits.textFieldMax}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput
            label="Company"
            autoComplete="organization"
            maxLength={limits.textFieldMax}
            error={errors.company_name?.message}
            {...form.register('company_name')}
          />
          <TextInput
            label="Street Address"
            required
            autoComplete="address-line1"
            maxLength={limits.textFieldMax}
            error={errors.street_address?.message}
            {...form.register('street_address')}
          />
          <TextInput
            label="Apartment, suite, unit"
            autoComplete="address-line2"
            maxLength={limits.textFieldMax}
            error={errors.street_address_2?.message}
            {...form.register('street_address_2')}
          />
          <TextInput
            label="City"
            required
            autoComplete="address-level2"
            maxLength={limits.textFieldMax}
            error={errors.city?.message}
            {...form.register('city')}
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <NativeSelect
                label="Country"
                required
                autoComplete="country-name"
                data={[{ value: '', label: 'Choose a country' }, ...countryOptions]}
                error={errors.country?.message}
                {...field}
                onChange={(event) => {
                  field.onChange(event);
                  form.setValue('province', '');
                }}
              />
            )}
          />
          <Controller
            control={form.control}
            name="province"
            render={({ field }) =>
              places.provinces.length > 0 ? (
                <NativeSelect
                  label="State / Province"
                  required
                  autoComplete="address-level1"
                  data={[{ value: '', label: 'Choose a state / province' }, ...places.provinces]}
                  error={errors.province?.message}
                  {...field}
                />
              ) : (
                <TextInput
                  label="State / Province"
                  autoComplete="address-level1"
                  maxLength={limits.textFieldMax}
                  error={errors.province?.message}
                  {...field}
                />
              )
            }
          />
          <TextInput
            label={postalCodeLabel(country, { titleCase: true })}
            required={isCanada(country) || isUnitedStates(country)}
            autoComplete="postal-code"
            maxLength={limits.postalCodeMax}
            error={errors.postal_code?.message}
            {...postalCode}
          />
          <TextInput
            label="Phone Number"
            required
            type="tel"
            autoComplete="tel"
            maxLength={limits.phoneInputMax}
            error={errors.phone_number?.message}
            {...phone}
            onChange={(event) => {
              event.target.value = formatPhoneNumber(country, event.target.value);
              return phone.onChange(event);
            }}
          />
          <TextInput
            label="Ext."
            inputMode="numeric"
            autoComplete="tel-extension"
            maxLength={6}
            error={errors.phone_number_ext?.message}
            {...form.register('phone_number_ext')}
          />
        </SimpleGrid>
        {errors.root?.message ? (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save address
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
