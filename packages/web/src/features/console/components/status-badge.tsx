import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

/**
 * A state in words on a pale pill of its colour (sent, active, locked …). The words are always
 * near-black: Mantine's own text colours for a tone reach 4.5:1 on neither white nor the tint.
 */
export function StatusBadge({ tone, size, children }: { tone: StatusTone; size?: 'sm'; children: ReactNode }) {
  return (
    <Badge variant="light" color={tone} c="dark.8" size={size}>
      {children}
    </Badge>
  );
}
