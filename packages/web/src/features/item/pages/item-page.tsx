import { Fragment, lazy, Suspense, useState } from 'react';
import { Anchor, Button, Container, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { Link, useParams } from 'react-router';
import '@mantine/core/styles/Tabs.css';
import { catalogErrorCodes, catalogMessages, type TitleDetail } from '@bookfront/contract';
import { RankBadge } from '../../../entities/title/rank-badge.tsx';
import { ActionError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatReleaseDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useMountedOnce } from '../../../lib/use-mounted-once.ts';
import { useItem } from '../api.ts';
import { AvailabilityList } from '../components/availability-list.tsx';
import { ItemGallery } from '../components/item-gallery.tsx';
import { ItemSkeleton } from '../components/item-skeleton.tsx';
import { ItemTabs } from '../components/item-tabs.tsx';
import { PurchasePanel } from '../components/purchase-panel.tsx';
import { OtherEditions, RelatedItems, SeriesSection } from '../components/title-sections.tsx';
import classes from './item-page.module.css';

// Dialogs load on first use, keeping Modal and its focus and scroll handling out of the page chunk.
// Audiobook editions show only for titles that have them.
const AudiobookChoices = lazy(() =>
  import('../components/audiobook-choices.tsx').then((m) => ({ default: m.AudiobookChoices })),
);
const AuthorModal = lazy(() => import('../components/author-modal.tsx').then((m) => ({ default: m.AuthorModal })));

function ItemNotFound() {
  return (
    <Container size="sm" className={classes.notFound}>
      <Title order={1} mb="sm">
        {catalogMessages.itemNotFound}
      </Title>
      <Text mb="lg">We could not find that title. It may have been removed from the catalogue.</Text>
      <Group justify="center">
        <Button component={Link} to={paths.browse()}>
          Browse books
        </Button>
      </Group>
    </Container>
  );
}

function ItemDetail({ title }: { title: TitleDetail }) {
  const [author, setAuthor] = useState<string | null>(null);
  const authorMounted = useMountedOnce(author !== null);
  const facts = [
    title.binding,
    title.release_date === null
      ? ''
      : `${title.is_forthcoming ? 'Coming ' : ''}${formatReleaseDate(title.release_date)}`,
    title.publisher,
  ].filter(Boolean);

  return (
    <Container size="xl" className={classes.page}>
      <div className={classes.top}>
        <div className={classes.media}>
          <ItemGallery title={title} />
        </div>
        <div className={classes.info}>
          <div className={classes.about}>
            <header>
              <h1 className={classes.title}>{title.title}</h1>
              {title.subtitle ? <p className={classes.subtitle}>{title.subtitle}</p> : null}
            </header>
            {title.authors.length > 0 ? (
              <Text className={classes.byline}>
                By{' '}
                {title.authors.map((contributor, index) => (
                  <Fragment key={`${contributor.name}-${index}`}>
                    {index > 0 ? ', ' : null}
                    <UnstyledButton
                      className={classes.authorButton}
                      onClick={() => setAuthor(contributor.name)}
                      aria-haspopup="dialog"
                    >
                      {contributor.name}
                    </UnstyledButton>
                    {contributor.role && contributor.role.toLowerCase() !== 'author' ? ` (${contributor.role})` : null}
                  </Fragment>
                ))}
              </Text>
            ) : null}
            {title.series ? (
              <Text>
                {title.series_num ? `Book ${title.series_num} of ` : 'Part of '}
                {/* Underlined: inside a sentence, colour alone would not tell the link apart. */}
                <Anchor component={Link} to={paths.search(title.series, 'series')} underline="always">
                  {title.series}
                </Anchor>
              </Text>
            ) : null}
            <ul className={classes.facts} aria-label="Edition">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <div>
              <RankBadge rank={title.rank} isForthcoming={title.is_forthcoming} />
            </div>
          </div>
          <div className={classes.buy}>
            <PurchasePanel title={title} />
            <AvailabilityList title={title} />
          </div>
        </div>
        <div className={classes.tabs}>
          <ItemTabs title={title} />
        </div>
      </div>
      <OtherEditions title={title} />
      <SeriesSection title={title} />
      {title.has_libro_audiobook ? (
        <Suspense fallback={null}>
          <AudiobookChoices eisbn={title.eisbn} />
        </Suspense>
      ) : null}
      <RelatedItems title={title} />
      {authorMounted ? (
        <Suspense fallback={null}>
          <AuthorModal author={author} onClose={() => setAuthor(null)} />
        </Suspense>
      ) : null}
    </Container>
  );
}

/** docs/features/lists.md#favourites: /item/{eisbn} and /item/{eisbn}/lists/{list_id}. */
export function ItemPage() {
  const { eisbn = '', listId } = useParams();
  const settings = useSiteSettings();
  const session = useSession();
  const item = useItem(eisbn, listId, session.location_id);
  const isNotFound =
    item.isError &&
    item.error instanceof ActionError &&
    (item.error.code === catalogErrorCodes.itemNotFound || item.error.status === 404 || item.error.status === 400);
  const storeName = settings.store_info.name;
  useDocumentTitle(
    item.data
      ? `${item.data.title} | ${storeName}`
      : isNotFound
        ? `${catalogMessages.itemNotFound} | ${storeName}`
        : null,
  );

  if (item.isPending) return <ItemSkeleton />;
  if (isNotFound) return <ItemNotFound />;
  if (item.isError) {
    return (
      <Container size="sm" className={classes.notFound}>
        <Title order={1} mb="sm">
          Something went wrong
        </Title>
        <Text mb="lg">{item.error.message}</Text>
        <Button onClick={() => void item.refetch()}>Try again</Button>
      </Container>
    );
  }
  return <ItemDetail key={item.data.eisbn} title={item.data} />;
}
