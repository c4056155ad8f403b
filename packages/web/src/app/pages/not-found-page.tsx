import { Button, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { shellMessages } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import classes from './not-found-page.module.css';

/** docs/features/shell-and-navigation.md#routes: any other path shows '404'; `detail` says what was not found. */
export function NotFoundPage({ detail = shellMessages.notFoundDetail }: { detail?: string }) {
  return (
    <Container size="sm" className={classes.wrap}>
      <h1 className={classes.code}>{shellMessages.notFound}</h1>
      <Text size="xl" fw={600} mb="xs">
        {detail}
      </Text>
      <Text c="dimmed" mb="xl">
        The page may have moved, or the link may be mistyped. Try a search, or start again from the home page.
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.home()} size="md">
          Go to the home page
        </Button>
        <Button component={Link} to={paths.browse()} size="md" variant="outline">
          Browse books
        </Button>
      </Group>
    </Container>
  );
}
