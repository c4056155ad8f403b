import { useState } from 'react';
import { Button, Group, Loader, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  listActionTable,
  listMessages,
  listNameSchema,
  listPageMessages,
  namedListLimits,
  type TitleList,
} from '@bookfront/contract';
import { useQuery } from '@tanstack/react-query';
import { actionClient } from '../../../lib/api-client.ts';
import { listKeys, useCopyList } from '../api.ts';

const api = actionClient(listActionTable);

/** The choice of a new list among the customer's lists. */
const newListChoice = 'new';

/**
 * docs/features/lists.md#list-page-actions: Copy to list copies this list's titles into another of the
 * customer's lists, or into a new one named here ('Name is required.'); Copy is enabled only once a
 * list is chosen, or a new one has a name.
 */
export function CopyListDialog({ list, opened, onClose }: { list: TitleList; opened: boolean; onClose: () => void }) {
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const copy = useCopyList();
  const others = useQuery({
    queryKey: [...listKeys.all, 'choices'] as const,
    queryFn: () => api.titlelist.getLists({ sort: 'name', limit: namedListLimits.listsPageMax }),
    enabled: opened,
    retry: false,
  });
  const choices = others.data?.rows.filter((row) => row.list_id !== list.list_id) ?? [];
  const parsedName = listNameSchema.safeParse(newName);
  const nameError = newName !== '' && !parsedName.success ? parsedName.error.issues[0]?.message : undefined;
  const canCopy = choice === newListChoice ? parsedName.success : choice !== '';

  const handleClose = () => {
    setChoice('');
    setNewName('');
    onClose();
  };
  const handleCopy = async () => {
    let toListId = choice;
    if (choice === newListChoice) {
      if (!parsedName.success) return;
      // docs/features/lists.md#list-page-actions: a new list that cannot be made says 'There was an error.'.
      const created = await api.titlelist.create({ name: parsedName.data }).catch(() => null);
      if (!created) {
        notifications.show({ color: 'red', message: listMessages.error });
        return;
      }
      toListId = created.list.list_id;
    }
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
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={listPageMessages.copyListTo(list.name)} centered radius="md">
      <Stack gap="md">
        {others.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
        {others.isError ? (
          <Text c="red" role="alert">
            {others.error.message || listMessages.error}
          </Text>
        ) : null}
        {others.isSuccess ? (
          <Radio.Group value={choice} onChange={setChoice} label={listMessages.chooseList} required>
            <Stack gap="xs" mt="xs">
              {choices.map((other) => (
                <Radio key={other.list_id} value={other.list_id} label={other.name} />
              ))}
              <Radio value={newListChoice} label={listPageMessages.newList} />
            </Stack>
          </Radio.Group>
        ) : null}
        {choice === newListChoice ? (
          <TextInput
            label={listPageMessages.listName}
            required
            maxLength={namedListLimits.nameMax}
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
            error={nameError}
            data-autofocus
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose}>
            {listPageMessages.cancel}
          </Button>
          <Button onClick={() => void handleCopy()} disabled={!canCopy} loading={copy.isPending}>
            {listPageMessages.copyToList}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
