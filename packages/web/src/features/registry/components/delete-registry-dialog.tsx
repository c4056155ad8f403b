import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { registryMessages, type GiftRegistry } from '@bookfront/contract';
import { useDeleteRegistry } from '../api.ts';

/** Asks before giftregistry/delete; the list reloads once it is gone. */
export function DeleteRegistryDialog({
  registry,
  onClose,
  onDeleted,
}: {
  registry: GiftRegistry | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteRegistry();
  return (
    <Modal opened={registry !== null} onClose={onClose} title={registryMessages.delete} centered>
      <Text mb="md">{registry ? registryMessages.deleteConfirm(registry.title) : null}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {registryMessages.cancel}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            registry &&
            remove.mutate(registry.gift_registry_id, {
              onSuccess: (result) => {
                notifications.show({ color: 'green', message: result.message });
                onClose();
                onDeleted?.();
              },
              onError: (error) => notifications.show({ color: 'red', message: error.message }),
            })
          }
        >
          {registryMessages.delete}
        </Button>
      </Group>
    </Modal>
  );
}
