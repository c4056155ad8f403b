import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../pages/console.module.css';

/** A titled panel of a customer's or a mail's page. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.panel} aria-label={title}>
      <Title order={2} size="h5" mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}
