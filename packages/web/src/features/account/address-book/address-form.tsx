import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  addressFieldsSchema,
  formatPhoneNumber,
  isCanada,
  isUnitedStates,
  limits,
  postalCodeLabel,
  withAddressRules,
  type Address,
  type AddressFields,
  type AddressFieldsInput,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { usePlaceLists } from './api.ts';

type FormValues = AddressFieldsInput;

const rulesWithoutLists = withAddressRules(addressFieldsSchema);

const fieldNames = Object.keys(addressFieldsSchema.shape) as FieldPath<FormValues>[];
const isFieldName = (name: string): name is FieldPath<FormValues> => (fieldNames as string[]).includes(name);

/** As the customer types: Canada A1A 1A1 in capitals, US 12345-6789; elsewhere as typed. */
export function formatPostalCodeAsTyped(country: string, value: string): string {
  if (isCanada(country)) {
    const compact = value.replace(/[\s-]/g, '').toUpperCase().slice(0, 6);
    return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  }
  if (isUnitedStates(country)) {
    const digits = value.replace(/\D/g, '').slice(0, 9);
    return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
  }
  return value;
}

function initialValues(address: Address | undefined, defaultCountry: string): FormValues {
  return {
    name: address?.name ?? '',
    company_name: address?.company_name ?? '',
    phone_number: address?.phone_number ?? '',
    phone_number_ext: address?.phone_number_ext ?? '',
    email_address: address?.email_address ?? '',
    street_address: address?.street_address ?? '',
    street_address_2: address?.street_address_2 ?? '',
    city: address?.city ?? '',
    province: address?.province ?? '',
    postal_code: address?.postal_code ?? '',
    country: address?.country ?? defaultCountry,
  };
}

export type AddressFormProps = {
  /** The address to edit; without one the form starts empty in `defaultCountry`. */
  address?: Address | undefined;
  defaultCountry: string;
  submitLabel?: string;
  /** Saves the checked values. When it rejects with an ActionError, its field messages land on the fields. */
  onSubmit: (values: AddressFields) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * An address as docs/features/accounts.md#address-book checks it, with the contract's rules and the server's country
 * and province lists; the address book and checkout both use it.
 */
export function AddressForm({ address, defaultCountry, submitLabel = 'Save', onSubmit, onCancel }: AddressFormProps) {
  const schemaRef = useRef(rulesWithoutLists);
  const form = useForm<FormValues, unknown, AddressFields>({
    defaultValues: initialValues(address, defaultCountry),
    mode: 'onTouched',
    // Reads the latest rules: they change once the country and province lists arrive.
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const places = usePlaceLists(country);
  const schema = useMemo(() => withAddressRules(addressFieldsSchema, places.lookup), [places.lookup]);
  useEffect(() => {
    schemaRef.current = schema;
  }, [schema]);

  const { errors, isSubmitting } = form.formState;
  const hasProvinceList = places.provinces.length > 0;
  const countryOptions = places.countries.length > 0 ? places.countries : country ? [country] : [];

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ActionError)) throw error;
      for (const [field, message] of Object.entries(error.failure.fields ?? {})) {
        if (isFieldName(field)) form.setError(field, { message }, { shouldFocus: true });
      }
      form.setError('root', { message: error.failure.error });
    }
  });

  const phone = form.register('phone_number');
  const postalCode = form.register('postal_code');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={submitLabel === 'Save' ? 'Address' : submitLabel}>
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
              hasProvinceList ? (
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
            onChange={(event) => {
              event.target.value = formatPostalCodeAsTyped(country, event.target.value);
              return postalCode.onChange(event);
            }}
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
          <TextInput
            label="Email"
            description="Optional"
            type="email"
            autoComplete="email"
            error={errors.email_address?.message}
            {...form.register('email_address')}
          />
        </SimpleGrid>
        {errors.root?.message ? (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
