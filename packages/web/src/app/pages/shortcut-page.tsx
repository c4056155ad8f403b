import { useEffect } from 'react';
import { Container, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { resolveShortcut } from '../shell/navigation.ts';
import { NotFoundPage } from './not-found-page.tsx';

function ExternalRedirect({ href }: { href: string }) {
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

/** docs/features/shell-and-navigation.md#routes '/{key}': a url shortcut from the settings, else the 404. */
export function ShortcutPage() {
  const { key = '' } = useParams();
  const settings = useSiteSettings();
  const target = resolveShortcut(settings.url_shortcuts, key);
  if (!target) return <NotFoundPage />;
  if (target.kind === 'internal') return <Navigate to={target.to} replace />;
  return <ExternalRedirect href={target.href} />;
}
