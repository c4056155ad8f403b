import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { FilterPlacementContext } from './filter-placement.ts';

/** The phones' filter drawer; a chunk of its own, loaded when first opened. */
export function FilterDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Filters" position="left" size="sm">
      <FilterPlacementContext value="drawer">{children}</FilterPlacementContext>
    </Drawer>
  );
}
