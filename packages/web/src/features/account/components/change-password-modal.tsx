import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountMessages, changePasswordSchema, limits, passwordConfirmationSchema } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useModifyAccount } from '../api.ts';
import { FormAlert } from './form-alert.tsx';

const changePasswordFormSchema = changePasswordSchema
  .extend(passwordConfirmationSchema.shape)
  .refine((value) => value.confirm_password === '' || value.new_password === value.confirm_password, {
    path: ['confirm_password'],
    message: accountMessages.passwordsDoNotMatch,
    when: () => true,
  });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

/** docs/features/accounts.md#security "details", Change Password: the current password, the new one and its confirmation. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const modify = useModifyAccount();
  const { errors } = form.formState;

  const handleClose = () => {
    form.reset();
    modify.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit(({ password, new_password }) =>
    modify.mutate(
      { password, new_password },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message || accountMessages.passwordUpdated });
          handleClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={handleClose} title="Change Password" centered radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <FormAlert message={errors.root?.message} />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            data-autofocus
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${limits.passwordMin} characters`}
            autoComplete="new-password"
            required
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" loading={modify.isPending}>
              Change Password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
