import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { currentPasswordSchema } from '@bookfront/contract';
import { FormAlert } from './form-alert.tsx';

const passwordFormSchema = z.object({ password: currentPasswordSchema() });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

/**
 * A modal that asks for the customer's password before an action (Save Changes, Delete Account).
 * `onConfirm` gets the password and the form, so server messages can land on it.
 */
export function PasswordConfirmModal({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  confirmColor,
  isPending,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  isPending: boolean;
  onConfirm: (password: string, form: UseFormReturn<PasswordFormValues>) => void;
}) {
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '' },
  });
  const { errors } = form.formState;

  const handleClose = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={title} centered radius="md">
      <form onSubmit={form.handleSubmit(({ password }) => onConfirm(password, form))} noValidate>
        <Stack gap="md">
          {children ? <Text>{children}</Text> : null}
          <FormAlert message={errors.root?.message} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" color={confirmColor} loading={isPending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
