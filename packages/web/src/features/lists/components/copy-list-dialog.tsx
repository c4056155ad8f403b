import { useState } from 'react';
import { Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { listActionTable, listMessages, listPageMessages, namedListLimits, type TitleList } from '@bookfront/contract';
import { useQuery } from '@tanstack/react-query';
import { actionClient } from '../../../lib/api-client.ts';
import { listKeys, useCopyList } from '../api.ts';

const api = actionClient(listActionTable);

/**
 * docs/features/lists.md#named-lists: Copy to list copies this list's titles into another of the
 * customer's lists; choosing one is required, so Copy is enabled only once a list is chosen.
 */
export function CopyListDialog({ list, opened, onClose }: { list: TitleList; opened: boolean; onClose: () => void }) {
  const [toListId, setToListId] = useState('');
  const copy = useCopyList();
  const others = useQuery({
    queryKey: [...listKeys.all, 'choices'] as const,
    queryFn: () => api.titlelist.getLists({ sort: 'name', limit: namedListLimits.listsPageMax }),
    enabled: opened,
    retry: false,
  });
  const choices = others.data?.rows.filter((row) => row.list_id !== list.list_id) ?? [];

  const handleClose = () => {
    setToListId('');
    onClose();
  };
  const handleCopy = () =>
    copy.mutate(
      { fromListId: list.list_id, toListId },
      {
        onSuccess: (result) => {
          notifications.show({ color: 'green', message: result.message });
          handleClose();
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message || listMessages.error }),
      },
    );

  return (
    <Modal opened={opened} onClose={handleClose} title={listPageMessages.copyListTo(list.name)} centered radius="md">
      <Stack gap="md">
        {others.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {others.isError ? (
          <Text c="red" role="alert">
            {others.error.message || listMessages.error}
          </Text>
        ) : null}
        {others.isSuccess && choices.length === 0 ? <Text>{listPageMessages.noOtherLists}</Text> : null}
        {choices.length > 0 ? (
          <Radio.Group value={toListId} onChange={setToListId} label={listMessages.chooseList} required>
            <Stack gap="xs" mt="xs">
              {choices.map((choice) => (
                <Radio key={choice.list_id} value={choice.list_id} label={choice.name} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose}>
            {listPageMessages.cancel}
          </Button>
          <Button onClick={handleCopy} disabled={toListId === ''} loading={copy.isPending}>
            {listPageMessages.copyToList}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
