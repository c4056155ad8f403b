import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import DOMPurify from 'dompurify';
import { Link } from 'react-router';
import { shellMessages, storePageMessages } from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { isNoPrivacyPolicy, usePrivacyPolicyPage } from '../api.ts';
import classes from './privacy-policy-page.module.css';

const updatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' });

/** docs/features/store-settings.md#privacy-policy: a store without a policy says so, as a 404 page does. */
function NoPrivacyPolicy() {
  return (
    <Container size="sm" className={classes.missing}>
      <p className={classes.code} aria-hidden="true">
        {shellMessages.notFound}
      </p>
      <Title order={1} size="h3" mb="xs">
        {storePageMessages.noPrivacyPolicy}
      </Title>
      <Text c="dimmed" mb="xl">
        {storePageMessages.noPrivacyPolicyDetail}
      </Text>
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.contactHours()} size="md">
          Contact &amp; hours
        </Button>
        <Button component={Link} to={paths.home()} size="md" variant="outline">
          Go to the home page
        </Button>
      </Group>
    </Container>
  );
}

/** '/privacy-policy': the store's privacy policy, sanitised by the server and again here. */
export function PrivacyPolicyPage() {
  const settings = useSiteSettings();
  const query = usePrivacyPolicyPage(settings.store_info.id);
  if (query.isError && isNoPrivacyPolicy(query.error)) return <NoPrivacyPolicy />;
  return (
    <Container size="md" py="xl">
      {query.isPending ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the privacy policy">
          <Skeleton height={40} width="50%" />
          <Skeleton height={16} />
          <Skeleton height={16} />
          <Skeleton height={16} width="80%" />
        </Stack>
      ) : query.isError ? (
        <>
          <Title order={1} mb="lg">
            {storePageMessages.privacyPolicyTitle}
          </Title>
          <Alert color="red" variant="light" title={storePageMessages.loadFailed} role="alert">
            <Text mb="sm">{query.error.message}</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        </>
      ) : (
        <article aria-labelledby="privacy-policy-title">
          <Title order={1} id="privacy-policy-title" mb={4}>
            {query.data.title}
          </Title>
          <Text c="dimmed" mb="xl">
            {settings.store_info.name} · Last updated {updatedFormat.format(new Date(query.data.updated_at * 1000))}
          </Text>
          <div
            className={classes.policy}
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(query.data.html, { USE_PROFILES: { html: true } }) }}
          />
        </article>
      )}
    </Container>
  );
}
