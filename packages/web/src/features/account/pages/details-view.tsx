import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Radio.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { accountErrorCodes, accountMessages, type PlaceLookup, type User } from '@bookfront/contract';
import { setPathAfterSessionChange } from '../../../entities/session/after-session-change.ts';
import { ActionError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useDeleteAccount, useModifyAccount, useStoreSession } from '../api.ts';
import { AccountCard, accountViewWidths } from '../components/account-card.tsx';
import { ChangeEmailModal } from '../components/change-email-modal.tsx';
import { ChangePasswordModal } from '../components/change-password-modal.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { PasswordConfirmModal, type PasswordFormValues } from '../components/password-confirm-modal.tsx';
import { ProfileFields } from '../components/profile-fields.tsx';
import {
  profileDefaults,
  profileFormSchema,
  type ProfileFormInput,
  type ProfileFormOutput,
} from '../components/profile-form-schema.ts';
import { allowedCommunicationPreferences } from '../../../entities/customer/communication-preferences.ts';
import { usePlaceLists } from '../../../entities/address/api.ts';

type OpenModal = 'email' | 'password' | 'save' | 'delete' | null;

/** docs/features/accounts.md#sessions "details": a ?token= from the emailed link confirms the new address, once. */
function useEmailChangeConfirmation() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const modify = useModifyAccount();
  const token = searchParams.get('token');
  const handled = useRef<string | null>(null);
  const { mutate } = modify;
  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    mutate(
      { token },
      {
        onSuccess: (result) =>
          notifications.show({ color: 'green', message: result.message || accountMessages.emailAddressUpdated }),
        onError: () => notifications.show({ color: 'red', message: accountMessages.confirmationExpired }),
        onSettled: () => void navigate('/account/details', { replace: true }),
      },
    );
  }, [token, mutate, navigate]);
}

/** The profile block of the details view; Save Changes asks for the password first. */
function ProfileEditor({ user }: { user: User }) {
  const settings = useSiteSettings();
  const extraFieldNames = settings.extra_account_fields.map((field) => field.name);
  const lookupRef = useRef<PlaceLookup | undefined>(undefined);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: (values, context, options) =>
      zodResolver(profileFormSchema({ extraFieldNames, places: lookupRef.current }))(values, context, options),
    defaultValues: profileDefaults(settings, user),
    mode: 'onTouched',
  });
  const country = useWatch({ control: form.control, name: 'country' });
  const places = usePlaceLists(country);
  useEffect(() => {
    lookupRef.current = places.lookup;
  }, [places.lookup]);
  const [pending, setPending] = useState<ProfileFormOutput | null>(null);
  const modify = useModifyAccount();
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(setPending, () =>
    form.setError('root', { type: 'client', message: accountMessages.reviewForm }),
  );

  const handleConfirm = (password: string, passwordForm: UseFormReturn<PasswordFormValues>) => {
    if (!pending) return;
    const { account_extra_fields: extraFields, ...values } = pending;
    modify.mutate(
      { ...values, account_extra_fields: JSON.stringify(extraFields), password },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message || accountMessages.accountUpdated });
          setPending(null);
          form.reset(form.getValues());
        },
        onError: (error) => {
          const fields = Object.keys(error instanceof ActionError ? (error.failure.fields ?? {}) : {});
          if (fields.some((field) => field !== 'password')) {
            setPending(null);
            applyServerErrors(form, error);
            return;
          }
          applyServerErrors(passwordForm, error);
          if (error instanceof ActionError && error.code === accountErrorCodes.wrongPassword) {
            passwordForm.setValue('password', '');
          }
        },
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={handleSubmit} noValidate aria-labelledby="profile-heading">
        <Title order={2} size="h4" id="profile-heading" mb="sm">
          Address and contact
        </Title>
        <Stack gap="md">
          <FormAlert message={errors.root?.message} />
          <ProfileFields
            countries={places.countries}
            provinces={places.provinces}
            preferences={allowedCommunicationPreferences(settings)}
            extraFields={settings.extra_account_fields}
          />
          <Group justify="flex-end">
            <Button type="submit">Save Changes</Button>
          </Group>
        </Stack>
      </form>
      <PasswordConfirmModal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Save Changes"
        confirmLabel="Save Changes"
        isPending={modify.isPending}
        onConfirm={handleConfirm}
      >
        Please enter your password to save the changes to your account.
      </PasswordConfirmModal>
    </FormProvider>
  );
}

/** docs/features/accounts.md#profile-fields "details": the email, the four account actions, and the profile block. */
export function DetailsView() {
  const session = useSession();
  const storeSession = useStoreSession();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const deleteAccount = useDeleteAccount();
  useEmailChangeConfirmation();
  const user = session.user;
  if (!user) return null;
  const close = () => setOpenModal(null);

  const handleDelete = (password: string, passwordForm: UseFormReturn<PasswordFormValues>) =>
    deleteAccount.mutate(
      { email_address: user.email_address, password },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message || accountMessages.accountDeleted });
          setPathAfterSessionChange('/', { loggedIn: false });
          storeSession(result.session);
        },
        onError: (error) => applyServerErrors(passwordForm, error),
      },
    );

  return (
    <AccountCard title="Account details" width={accountViewWidths.form}>
      <Stack gap="lg">
        <Stack gap="sm">
          <TextInput label="Email address" value={user.email_address} readOnly variant="filled" />
          <Group gap="sm">
            <Button variant="outline" onClick={() => setOpenModal('email')}>
              Change Email Address
            </Button>
            <Button variant="outline" onClick={() => setOpenModal('password')}>
              Change Password
            </Button>
          </Group>
        </Stack>
        <Divider />
        <ProfileEditor key={user.email_address} user={user} />
        <Divider />
        <Group justify="space-between" align="center">
          <span>Closing your account removes your lists and saved addresses.</span>
          <Button color="red" variant="light" onClick={() => setOpenModal('delete')}>
            Delete Account
          </Button>
        </Group>
      </Stack>
      <ChangeEmailModal opened={openModal === 'email'} onClose={close} />
      <ChangePasswordModal opened={openModal === 'password'} onClose={close} />
      <PasswordConfirmModal
        opened={openModal === 'delete'}
        onClose={close}
        title="Delete Account"
        confirmLabel="Delete Account"
        confirmColor="red"
        isPending={deleteAccount.isPending}
        onConfirm={handleDelete}
      >
        This permanently deletes your account, your lists and your saved addresses. Enter your password to confirm.
      </PasswordConfirmModal>
    </AccountCard>
  );
}
