import type { CSSProperties, ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

// Darker words and a paler hover than Mantine's subtle red, so they read at 4.5:1 or more when hovered too.
const hoverStyle = { '--button-hover': 'var(--mantine-color-red-0)' } as CSSProperties;

/** A row's small "Remove" (cart lines, list titles); `label` names what it removes for screen readers. */
export function RemoveButton(props: {
  label: string;
  loading: boolean;
  onClick: () => void;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Button
      variant="subtle"
      color="red"
      c="red.9"
      style={hoverStyle}
      size="xs"
      leftSection={<IconTrash size={14} aria-hidden />}
      loading={props.loading}
      aria-label={props.label}
      onClick={props.onClick}
      className={props.className}
    >
      {props.children}
    </Button>
  );
}
