import type { ReactNode } from 'react';
import { Button, Container, Group, Text } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { shellMessages } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import classes from './not-open-yet.module.css';

/** A page whose feature is not built yet: its name, a clear message and a way onwards. */
export function NotOpenYet({ title, detail, children }: { title: string; detail?: ReactNode; children?: ReactNode }) {
  return (
    <Container size="lg" className={classes.wrap}>
      <section className={classes.card} aria-labelledby="page-heading">
        <span className={classes.icon} aria-hidden>
          <IconBooks size={30} stroke={1.6} />
        </span>
        <h1 id="page-heading" className={classes.title}>
          {title}
        </h1>
        {detail ? (
          <Text c="dimmed" mb="xs">
            {detail}
          </Text>
        ) : null}
        <Text size="lg" mb="lg">
          {shellMessages.notOpenYet}
        </Text>
        {children}
        <Group justify="center" gap="sm">
          <Button component={Link} to={paths.home()}>
            Back to the home page
          </Button>
          <Button component={Link} to={paths.browse()} variant="outline">
            Browse books
          </Button>
        </Group>
      </section>
    </Container>
  );
}
