import { useEffect } from 'react';
import { Alert, Container, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import '@mantine/core/styles/Pagination.css';
import { listLimits, listMessages, listShareMessages } from '@bookfront/contract';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { ListTitleRow } from '../components/list-title-row.tsx';
import { useSharedList } from '../share-api.ts';
import classes from './list-page.module.css';

function pageNumberOf(pageId: string | undefined): number {
  const page = Number(pageId);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function SharedListView({ token, page }: { token: string; page: number }) {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const shared = useSharedList(token, page);
  useDocumentTitle(shared.data ? `${settings.store_info.name} | ${shared.data.list.name}` : null);
  const pageCount = Math.max(1, Math.ceil((shared.data?.row_count ?? 0) / listLimits.itemsPageLength));
  const isPastEnd = shared.isSuccess && !shared.isPlaceholderData && page > pageCount;

  useEffect(() => {
    if (isPastEnd) void navigate(paths.sharedList(token, pageCount), { replace: true });
  }, [isPastEnd, navigate, token, pageCount]);

  if (shared.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
        <Skeleton height={36} width="40%" radius="sm" />
        <Skeleton height={120} radius="md" />
      </Stack>
    );
  }
  if (shared.isError) {
    return (
      <Alert color="red" title={listMessages.error} role="alert">
        {shared.error.message}
      </Alert>
    );
  }
  const { list, rows } = shared.data;
  return (
    <>
      <header className={classes.heading}>
        <Title order={1}>{list.name}</Title>
        <Text c="dimmed" size="sm">
          {listShareMessages.sharedBy(settings.store_info.name)}
        </Text>
        {list.description ? <Text>{list.description}</Text> : null}
        {list.row_count > 0 ? (
          <Text c="dimmed" size="sm">
            {listMessages.titleCount(list.row_count)}
          </Text>
        ) : null}
      </header>
      {rows.length === 0 ? (
        <EmptyState message={listMessages.empty} />
      ) : (
        <Stack gap="lg">
          <ul className={classes.rows} aria-busy={shared.isPlaceholderData || undefined}>
            {rows.map((title, index) => (
              <ListTitleRow key={title.eisbn} title={title} priority={index < 3} isRemoving={false} />
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={Math.min(page, pageCount)}
              onChange={(next) => void navigate(paths.sharedList(token, next))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              className={classes.pagination}
            />
          ) : null}
        </Stack>
      )}
    </>
  );
}

/**
 * /lists/shared/{token}[/{page}] (docs/features/lists.md#sharing-a-list): a list someone shared, read-only, for
 * anyone with the link, guests included: its titles with price, availability and add to cart as the store
 * shows them to this shopper, and nothing of its owner.
 */
export function SharedListPage() {
  const { token = '', pageId } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      <SharedListView key={token} token={token} page={pageNumberOf(pageId)} />
    </Container>
  );
}
