import { Checkbox, NativeSelect, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import {
  checkoutStepMessages,
  formatPhoneNumber,
  limits,
  type CommunicationPreference,
  type PhoneNumberType,
} from '@bookfront/contract';
import classes from './contact-fields.module.css';

/** The fields the account's contact block edits (docs/features/accounts.md#profile-fields "create" and Save Changes). */
type AccountContactValues = {
  first_name: string;
  last_name: string;
  is_institution: boolean;
  company: string;
  phone_number: string;
  phone_number_type: PhoneNumberType;
  phone_number_ext: string;
  alt_phone_number: string;
  alt_phone_number_type: PhoneNumberType;
  alt_phone_number_ext: string;
  country: string;
};

/** The fields a guest gives at checkout (docs/features/checkout.md#guest-checkout). */
type GuestContactValues = { name: string; email: string; phone: string };

const phoneTypes: { value: PhoneNumberType; label: string }[] = [
  { value: 'cell', label: 'Cell' },
  { value: 'home', label: 'Home' },
  { value: 'work', label: 'Work' },
];

/**
 * Who the customer is and how to reach them. `account`: first and last name, institution, and two
 * phones with their type and extension, formatted for the address's country when left. `guest`:
 * the name, email and phone a guest gives at checkout. Use inside a FormProvider.
 */
export function ContactFields({ kind }: { kind: 'account' | 'guest' }) {
  return kind === 'account' ? <AccountContactFields /> : <GuestContactFields />;
}

function AccountContactFields() {
  const form = useFormContext<AccountContactValues>();
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const isInstitution = useWatch({ control: form.control, name: 'is_institution' });

  const formatPhoneOnBlur = (name: 'phone_number' | 'alt_phone_number') => () =>
    form.setValue(name, formatPhoneNumber(country, form.getValues(name)), {
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <>
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
    </>
  );
}

function GuestContactFields() {
  const form = useFormContext<GuestContactValues>();
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput
        label="Name"
        required
        autoComplete="name"
        maxLength={limits.textFieldMax}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextInput
        label="Email"
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextInput
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        maxLength={limits.phoneInputMax}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
    </SimpleGrid>
  );
}

/** "How should we contact you?": one radio per way the store offers (see communication-preferences.ts). */
export function CommunicationPreferenceField<T extends FieldValues>({
  name,
  preferences,
}: {
  name: Path<T>;
  preferences: readonly CommunicationPreference[];
}) {
  const form = useFormContext<T>();
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={checkoutStepMessages.preferredCommunication}
          value={field.value ?? null}
          onChange={field.onChange}
          name={field.name}
          error={fieldState.error?.message}
        >
          <div className={classes.radios}>
            {preferences.map((preference) => (
              <Radio key={preference} value={preference} label={checkoutStepMessages.communication[preference]} />
            ))}
          </div>
        </Radio.Group>
      )}
    />
  );
}
