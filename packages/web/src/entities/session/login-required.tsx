import { Button, Container, Paper, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { rememberPostLoginPath } from './post-login.ts';

/** docs/features/accounts.md#login-and-logout: the login-required gate a page shows to guests; login brings them back here. */
export function LoginRequired({ message = 'You must be logged in to view.' }: { message?: string }) {
  const location = useLocation();
  return (
    <Container size="xs" py={64}>
      <Paper withBorder radius="lg" p="xl" ta="center">
        <IconLock size={36} stroke={1.6} aria-hidden />
        <Title order={1} size="h2" mt="sm" mb="xs">
          Please log in
        </Title>
        <Text mb="lg">{message}</Text>
        <Button
          component={Link}
          to={paths.accountLogin()}
          onClick={() => rememberPostLoginPath(`${location.pathname}${location.search}`)}
        >
          Log in
        </Button>
      </Paper>
    </Container>
  );
}
