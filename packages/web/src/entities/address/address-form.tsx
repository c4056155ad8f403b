import { useEffect, useMemo, useRef } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import {
  addressFieldsSchema,
  formatPhoneNumber,
  limits,
  withAddressRules,
  type Address,
  type AddressFields as AddressValues,
  type AddressFieldsInput,
} from '@bookfront/contract';
import { applyServerErrors } from '../../lib/forms.ts';
import { AddressFields } from './address-fields.tsx';
import { usePlaceLists } from './api.ts';

const rulesWithoutLists = withAddressRules(addressFieldsSchema);

function initialValues(address: Address | undefined, defaultCountry: string): AddressFieldsInput {
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
  /** The form's accessible name. */
  label?: string;
  submitLabel?: string;
  /** Checkout asks for no email: the order has the customer's own. */
  withEmail?: boolean;
  /** Saves the checked values. When it rejects with an ActionError, its field messages land on the fields. */
  onSubmit: (values: AddressValues) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * An address as docs/features/accounts.md#address-book checks it, with the contract's rules and the server's country
 * and province lists; the address book and checkout both use it.
 */
export function AddressForm({
  address,
  defaultCountry,
  label = 'Address',
  submitLabel = 'Save',
  withEmail = true,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const schemaRef = useRef(rulesWithoutLists);
  const form = useForm<AddressFieldsInput, unknown, AddressValues>({
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

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const phone = form.register('phone_number');

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate aria-label={label}>
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
            <AddressFields places={places} variant="address-book" />
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
            {withEmail ? (
              <TextInput
                label="Email"
                description="Optional"
                type="email"
                autoComplete="email"
                error={errors.email_address?.message}
                {...form.register('email_address')}
              />
            ) : null}
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
    </FormProvider>
  );
}
