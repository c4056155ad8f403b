import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { consoleCatalogueErrorCodes, consoleCatalogueMessages as messages, consoleMessages } from '@bookfront/contract';
import { PageSkeleton } from '../../../../components/ui/page-skeleton.tsx';
import { ActionError } from '../../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { paths } from '../../../../lib/paths.ts';
import { useCatalogueTitle } from '../api.ts';
import { CoverForm } from '../components/cover-form.tsx';
import { StockForm } from '../components/stock-form.tsx';
import { StoreSubjectsForm } from '../components/store-subjects-form.tsx';
import { VisibilityForm } from '../components/visibility-form.tsx';
import classes from '../../pages/console.module.css';
import own from '../catalogue.module.css';

/** /console/catalogue/{eisbn} (docs/features/store-console.md#catalogue-and-stock): a title's stock at each location, whether the storefront shows it, its store subjects, and its cover. */
export function ConsoleCatalogueTitlePage() {
  const { eisbn = '' } = useParams();
  const title = useCatalogueTitle(eisbn);
  useDocumentTitle(`${title.data?.title ?? messages.heading} · ${consoleMessages.title}`);

  const back = (
    <Anchor component={Link} to="/console/catalogue" size="sm">
      ← {messages.backToCatalogue}
    </Anchor>
  );
  if (title.isPending) return <PageSkeleton />;
  if (title.isError) {
    const isMissing =
      title.error instanceof ActionError && title.error.code === consoleCatalogueErrorCodes.titleNotFound;
    return (
      <Stack gap="sm">
        {back}
        <Alert color={isMissing ? 'gray' : 'red'} role="alert" p="xs">
          {isMissing ? messages.titleNotFound : title.error.message}
        </Alert>
      </Stack>
    );
  }
  const data = title.data;
  return (
    <Stack gap="sm">
      {back}
      <div>
        <Title order={1} size="h3">
          {data.title}
        </Title>
        {data.subtitle ? <Text size="sm">{data.subtitle}</Text> : null}
        <Text size="sm">
          {[data.contributors, data.binding, data.publisher, data.eisbn].filter(Boolean).join(' · ')}
        </Text>
        <Anchor component={Link} to={paths.item(data.eisbn)} size="sm" target="_blank">
          {messages.viewOnStorefront}
        </Anchor>
      </div>
      <div className={classes.columns}>
        <section className={own.stack} aria-labelledby="catalogue-stock-heading">
          <Title order={2} size="h4" id="catalogue-stock-heading">
            {messages.stockHeading}
          </Title>
          {data.locations.map((location) => (
            <StockForm key={location.location_id} eisbn={data.eisbn} location={location} />
          ))}
        </section>
        <div className={own.stack}>
          <VisibilityForm eisbn={data.eisbn} isHidden={data.hidden} />
          <StoreSubjectsForm eisbn={data.eisbn} subjects={data.store_subjects} />
          <CoverForm eisbn={data.eisbn} title={data.title} cacheKey={data.cover_image_cache} />
        </div>
      </div>
    </Stack>
  );
}
