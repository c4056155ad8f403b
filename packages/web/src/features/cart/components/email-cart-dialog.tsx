import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { cartEmailInputSchema, type CartEmailInput } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useEmailCart } from '../api.ts';

/** docs/features/cart.md#email-cart email cart: a required, valid email address; the server sends the mail. */
export function EmailCartDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CartEmailInput>({
    resolver: zodResolver(cartEmailInputSchema),
    defaultValues: { email_address: '' },
  });
  const emailCart = useEmailCart();
  const close = () => {
    form.reset({ email_address: '' });
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) =>
    emailCart.mutate(values, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        close();
      },
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  const { errors } = form.formState;
  // A field message says it all; the form's own line is for failures of the whole send (too many, empty cart).
  const rootMessage = errors.email_address ? undefined : errors.root?.message;
  return (
    <Modal opened={opened} onClose={close} title="Email cart" centered radius="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            data-autofocus
            error={errors.email_address?.message}
            {...form.register('email_address')}
          />
          {rootMessage ? (
            <Text size="sm" c="red.8" role="alert">
              {rootMessage}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={emailCart.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
