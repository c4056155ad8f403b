import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { listPageMessages, type TitleList } from '@bookfront/contract';
import { useDeleteList } from '../api.ts';

/** docs/features/lists.md#account-lists: deleting a list asks first. */
export function DeleteListDialog({ list, onClose }: { list: TitleList | null; onClose: () => void }) {
  const remove = useDeleteList();
  const handleDelete = () => {
    if (!list) return;
    remove.mutate(list.list_id, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        onClose();
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  };
  return (
    <Modal
      opened={list !== null}
      onClose={onClose}
      title={list ? listPageMessages.deleteList(list.name) : ''}
      centered
      radius="md"
    >
      <Text mb="lg">{listPageMessages.deleteConfirm}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {listPageMessages.cancel}
        </Button>
        <Button color="red" onClick={handleDelete} loading={remove.isPending}>
          {listPageMessages.delete}
        </Button>
      </Group>
    </Modal>
  );
}
