import { Anchor, Loader, Menu, Text } from '@mantine/core';
import { IconCheck, IconPlus, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { listMessages, listPageMessages, type ListRow } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { useListsHolding, useToggleListTitle } from './title-lists.ts';

/**
 * docs/features/lists.md#lists-dropdown: the customer's named lists (the favourites list has its own
 * control), a tick on those holding the title; choosing one adds the title or takes it off.
 */
export function ListsMenuItems({ eisbn, title, onNewList }: { eisbn: string; title: string; onNewList: () => void }) {
  const lists = useListsHolding(eisbn);
  const toggle = useToggleListTitle();

  const handleToggle = (list: ListRow) =>
    toggle.mutate({ listId: list.list_id, listName: list.name, eisbn, title, isOnList: list.contains_eisbn });

  if (lists.isPending) return <Loader size="sm" m="sm" aria-label="Loading" />;
  if (lists.isError) {
    return (
      <Text c="red" size="sm" p="sm" role="alert">
        {lists.error.message || listMessages.error}
      </Text>
    );
  }
  const named = lists.data.rows.filter((list) => !list.is_favourites);
  return (
    <>
      {named.length === 0 ? (
        <Text size="sm" p="sm">
          {listPageMessages.noListsCreated}
          <Anchor component={Link} to={paths.accountLists()}>
            {listPageMessages.manageLists}
          </Anchor>
        </Text>
      ) : (
        named.map((list) => (
          <Menu.Item
            key={list.list_id}
            onClick={() => handleToggle(list)}
            leftSection={list.contains_eisbn ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            aria-label={
              list.contains_eisbn ? listPageMessages.removeFromList(list.name) : listPageMessages.addToList(list.name)
            }
          >
            {list.name}
          </Menu.Item>
        ))
      )}
      <Menu.Divider />
      <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={onNewList}>
        {listPageMessages.newList}
      </Menu.Item>
      {named.length > 0 ? (
        <Menu.Item component={Link} to={paths.accountLists()} leftSection={<IconSettings size={16} aria-hidden />}>
          {listPageMessages.manageLists}
        </Menu.Item>
      ) : null}
    </>
  );
}
