import { Button, Container, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** A page that failed to render or load: a retry instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1} mb="sm">
        Something went wrong
      </Title>
      <Text mb="lg">This page could not be shown. Please try again.</Text>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Container>
  );
}
