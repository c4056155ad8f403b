import { lazy, Suspense, useState } from 'react';
import { Loader, Menu } from '@mantine/core';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { ListsMenuItems } from './lists-menu-items.tsx';
import { ListsMenuTrigger } from './list-controls.tsx';

const ListFormDialog = lazy(() => import('./list-form-dialog.tsx').then((m) => ({ default: m.ListFormDialog })));

/**
 * docs/features/lists.md#lists-dropdown: the Lists dropdown, open as it first mounts (the button was just
 * pressed), with the new list dialog beside it so that it outlives the dropdown.
 */
export function ListsDropdown({ eisbn, title, label }: { eisbn: string; title: string; label: string }) {
  const [opened, setOpened] = useState(true);
  const [newListOpen, setNewListOpen] = useState(false);
  const newListMounted = useMountedOnce(newListOpen);
  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-start" width={280} shadow="md" withinPortal>
        <Menu.Target>
          <ListsMenuTrigger label={label} title={title} hasPopup="menu" />
        </Menu.Target>
        <Menu.Dropdown>
          <Suspense fallback={<Loader size="sm" m="sm" aria-label="Loading" />}>
            <ListsMenuItems eisbn={eisbn} title={title} onNewList={() => setNewListOpen(true)} />
          </Suspense>
        </Menu.Dropdown>
      </Menu>
      {newListMounted ? (
        <Suspense fallback={null}>
          <ListFormDialog opened={newListOpen} onClose={() => setNewListOpen(false)} eisbn={eisbn} />
        </Suspense>
      ) : null}
    </>
  );
}
