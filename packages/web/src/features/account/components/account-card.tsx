import type { ReactNode } from 'react';
import { Container, Text } from '@mantine/core';
import classes from './account-card.module.css';

/** docs/features/accounts.md#sessions: the account views' page widths, in pixels. */
export const accountViewWidths = {
  narrow: 500,
  form: 800,
  wide: 1000,
} as const;

/** One account view: a centred card of the given width with its heading, intro and footer. */
export function AccountCard({
  title,
  intro,
  width = accountViewWidths.narrow,
  footer,
  children,
}: {
  title: string;
  intro?: ReactNode;
  width?: number;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size={width} px="md" className={classes.wrap}>
      <section className={classes.card} aria-labelledby="account-heading">
        <h1 id="account-heading" className={classes.title}>
          {title}
        </h1>
        {intro ? (
          <Text c="dimmed" className={classes.intro}>
            {intro}
          </Text>
        ) : null}
        {children}
        {footer ? <div className={classes.footer}>{footer}</div> : null}
      </section>
    </Container>
  );
}
