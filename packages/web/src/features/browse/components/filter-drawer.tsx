import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

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
      {children}
    </Drawer>
  );
}
