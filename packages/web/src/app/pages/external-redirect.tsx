import { useEffect } from 'react';
import { Container, Loader, Stack, Text } from '@mantine/core';

/** Leaves the storefront for `href` (a url shortcut or alternate_home that starts with http). */
export function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="sm" role="status">
        <Loader color="brand" aria-hidden />
        <Text>
          Taking you to <a href={href}>{href}</a>…
        </Text>
      </Stack>
    </Container>
  );
}
