import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/**
 * A small action on a card in a list of cards (Rename, Share, Edit, Delete): its label is seen, and its
 * accessible name also says which card it acts on, since a page holds one such button a card.
 */
export function CardAction({
  icon: ActionIcon,
  label,
  subject,
  onClick,
  isDanger = false,
}: {
  icon: Icon;
  label: string;
  subject: string;
  onClick: () => void;
  isDanger?: boolean;
}) {
  return (
    <Button
      variant="subtle"
      color={isDanger ? 'red' : undefined}
      size="compact-sm"
      leftSection={<ActionIcon size={14} aria-hidden />}
      onClick={onClick}
      aria-label={`${label} ${subject}`}
    >
      {label}
    </Button>
  );
}
