import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

/** A page with nothing to show yet (an empty cart or list): an icon, the sentence, and where to go next. */
export function EmptyState({ icon, message, children }: { icon?: ReactNode; message: string; children?: ReactNode }) {
  return (
    <div className={classes.empty}>
      {icon}
      <Text size="lg">{message}</Text>
      {children}
    </div>
  );
}
