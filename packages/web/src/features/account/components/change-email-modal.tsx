import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { accountMessages, changeEmailSchema } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { accountViewUrl, useModifyAccount } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

const changeEmailFormSchema = changeEmailSchema.pick({ email_address: true, password: true });
interface ChangeEmailValues {
  email_address: string;
  password: string;
}

/**
 * docs/features/accounts.md#sign-up Email change: the new address and the password. When the store verifies addresses
 * the modal says a confirmation link was sent; otherwise the change is made at once.
 */
export function ChangeEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useSiteSettings();
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { email_address: '', password: '' },
  });
  const modify = useModifyAccount();
  const { errors } = form.formState;
  const sentTo = modify.data?.validation_required ? modify.data.address : null;

  const handleClose = () => {
    form.reset();
    modify.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) =>
    modify.mutate(
      { ...values, callback_url: accountViewUrl(settings.basename, 'details') },
      {
        onSuccess: (result) => {
          if (result.validation_required) return;
          notifications.show({ color: 'green', message: result.message || accountMessages.emailUpdated });
          handleClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={handleClose} title="Change Email Address" centered radius="md">
      {sentTo ? (
        <Stack gap="md">
          <Alert color="green" variant="light" role="status" icon={<IconMailForward size={20} aria-hidden />}>
            {accountMessages.emailChangeSent(sentTo)}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={handleClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert message={errors.root?.message} />
            <TextInput
              label="New email address"
              type="email"
              autoComplete="email"
              required
              data-autofocus
              error={errors.email_address?.message}
              {...form.register('email_address')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...form.register('password')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={handleClose}>
                Cancel
              </Button>
              <Button type="submit" loading={modify.isPending}>
                Change Email Address
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
