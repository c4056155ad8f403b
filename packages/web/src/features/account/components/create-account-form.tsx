import { useEffect, useRef } from 'react';
import { Anchor, Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  accountErrorCodes,
  accountMessages,
  limits,
  type CreateAccountResult,
  type PlaceLookup,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useCreateAccount } from '../api.ts';
import { usePlaceLists } from '../../../entities/address/api.ts';
import { FormAlert } from './form-alert.tsx';
import { ProfileFields } from './profile-fields.tsx';
import {
  createAccountFormSchema,
  profileDefaults,
  type CreateAccountFormInput,
  type CreateAccountFormOutput,
} from './profile-form-schema.ts';
import { allowedCommunicationPreferences } from '../../../entities/customer/communication-preferences.ts';

/** Who the new account is for: the email from signup, or the token from the verification link. */
export type NewAccountIdentity = { email_address: string } | { token: string };

/**
 * docs/features/accounts.md#sessions "create": the Account Details form. With a token the email is dropped and the token
 * sent instead (docs/features/accounts.md#sessions); the extra fields travel as a JSON string.
 */
export function CreateAccountForm({
  identity,
  onCreated,
}: {
  identity: NewAccountIdentity;
  onCreated: (result: CreateAccountResult) => void;
}) {
  const settings = useSiteSettings();
  const extraFieldNames = settings.extra_account_fields.map((field) => field.name);
  // The country and province lists arrive after the form starts; the resolver reads the latest.
  const lookupRef = useRef<PlaceLookup | undefined>(undefined);
  const form = useForm<CreateAccountFormInput, unknown, CreateAccountFormOutput>({
    resolver: (values, context, options) =>
      zodResolver(createAccountFormSchema({ extraFieldNames, places: lookupRef.current }))(values, context, options),
    defaultValues: { ...profileDefaults(settings), password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const places = usePlaceLists(country);
  useEffect(() => {
    lookupRef.current = places.lookup;
  }, [places.lookup]);
  const create = useCreateAccount();
  const failureCode = create.error instanceof ActionError ? create.error.code : undefined;
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(
    ({ confirm_password: _confirm, account_extra_fields: extraFields, ...values }) =>
      create.mutate(
        { ...values, ...identity, account_extra_fields: JSON.stringify(extraFields) },
        {
          onSuccess: onCreated,
          onError: (error) => {
            if (error instanceof ActionError && error.code === accountErrorCodes.tokenExpired) return;
            if (error instanceof ActionError && error.code === accountErrorCodes.alreadyVerified) return;
            applyServerErrors(form, error);
          },
        },
      ),
    () => form.setError('root', { type: 'client', message: accountMessages.reviewForm }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="lg">
          {failureCode === accountErrorCodes.tokenExpired ? (
            <Alert color="red" variant="filled" role="alert" title={accountMessages.verificationFailed}>
              <Anchor component={Link} to="/account/signup" c="white" underline="always">
                Sign up again
              </Anchor>{' '}
              to get a new link.
            </Alert>
          ) : null}
          {failureCode === accountErrorCodes.alreadyVerified ? (
            <Alert color="blue" variant="light" role="status" title={accountMessages.alreadyVerified}>
              This account has been created already.{' '}
              <Anchor underline="always" component={Link} to="/account/login">
                Log in
              </Anchor>
            </Alert>
          ) : null}
          <FormAlert message={errors.root?.message}>
            {failureCode === accountErrorCodes.emailTaken ? (
              <Text size="sm" mt={4}>
                <Anchor underline="always" component={Link} to="/account/login">
                  Log in
                </Anchor>{' '}
                or{' '}
                <Anchor underline="always" component={Link} to="/account/forgot">
                  retrieve your password
                </Anchor>
                .
              </Text>
            ) : null}
          </FormAlert>

          {'email_address' in identity ? (
            <input type="hidden" name="email_address" value={identity.email_address} readOnly />
          ) : null}

          <section aria-labelledby="password-heading">
            <Title order={2} size="h4" id="password-heading">
              Password
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              At least {limits.passwordMin} characters.
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                required
                error={errors.password?.message}
                {...form.register('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                required
                error={errors.confirm_password?.message}
                {...form.register('confirm_password')}
              />
            </SimpleGrid>
          </section>

          <section aria-labelledby="contact-heading">
            <Title order={2} size="h4" id="contact-heading" mb="sm">
              Address and contact
            </Title>
            <ProfileFields
              countries={places.countries}
              provinces={places.provinces}
              preferences={allowedCommunicationPreferences(settings)}
              extraFields={settings.extra_account_fields}
            />
          </section>

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={create.isPending}>
              Create Account
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
