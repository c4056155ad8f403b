import { Button, Group, Modal, Text } from '@mantine/core';

/** docs/features/item-page.md#product-code: a product code failure is a dialog 'Error' with the server's words. */
export function ProductCodeError({
  opened,
  message,
  onClose,
}: {
  opened: boolean;
  message: string;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Error" centered>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>OK</Button>
      </Group>
    </Modal>
  );
}
