import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import '@mantine/core/styles/Pagination.css';
import {
  favouritesWord,
  listLimits,
  listMessages,
  listPageMessages,
  type TitleList,
  type TitleSummary,
  commonErrorCodes,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { LoginRequired } from '../../../entities/session/login-required.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { paths } from '../../../lib/paths.ts';
import { canShowCart, useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useCopyListToCart, useListItems, useRemoveFromList, useTitleList } from '../api.ts';
import { CopyListDialog } from '../components/copy-list-dialog.tsx';
import { ListImportButton, ListPdfButton, ListShareActions } from '../components/list-share-actions.tsx';
import { ListTitleRow } from '../components/list-title-row.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import classes from './list-page.module.css';

/** The page of /lists/{list_id}/{page_id}: a positive whole number, else the first page. */
function pageNumberOf(pageId: string | undefined): number {
  const page = Number(pageId);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function ListSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={36} width="40%" radius="sm" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/** docs/features/lists.md#favourites: empty 'No products.', with a way onwards. */
function EmptyList({ list }: { list: TitleList }) {
  return (
    <EmptyState
      icon={list.is_favourites ? <IconHeart size={36} stroke={1.5} aria-hidden /> : null}
      message={listMessages.empty}
    >
      <Button component={Link} to={paths.browse()}>
        Browse books
      </Button>
    </EmptyState>
  );
}

function ListTitles({ list, page }: { list: TitleList; page: number }) {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const items = useListItems(list.list_id, page);
  const remove = useRemoveFromList();
  const pageCount = Math.max(1, Math.ceil((items.data?.row_count ?? 0) / listLimits.itemsPageLength));
  const isPastEnd = items.isSuccess && !items.isPlaceholderData && page > pageCount;

  // Removing the last title of the last page leaves the shopper on the page before.
  useEffect(() => {
    if (isPastEnd) void navigate(paths.list(list.list_id, pageCount), { replace: true });
  }, [isPastEnd, navigate, list.list_id, pageCount]);

  const handleRemove = (title: TitleSummary) =>
    remove.mutate(
      { listId: list.list_id, eisbns: [title.eisbn] },
      {
        onSuccess: (result) =>
          notifications.show({
            color: 'green',
            message: list.is_favourites
              ? listMessages.removedFromFavourites(title.title, favouritesWord(settings.store_info.is_american))
              : result.message,
          }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  if (items.isPending) return <ListSkeleton />;
  if (items.isError) {
    return (
      <Alert color="red" title={listMessages.error} role="alert">
        {items.error.message}
      </Alert>
    );
  }
  if (items.data.rows.length === 0) return isPastEnd ? <ListSkeleton /> : <EmptyList list={list} />;
  return (
    <Stack gap="lg">
      <ul className={classes.rows} aria-busy={items.isPlaceholderData || undefined}>
        {items.data.rows.map((title, index) => (
          <ListTitleRow
            key={title.eisbn}
            title={title}
            priority={index < 3}
            isRemoving={remove.isPending && remove.variables.eisbns.includes(title.eisbn)}
            onRemove={list.is_store_list ? undefined : () => handleRemove(title)}
          />
        ))}
      </ul>
      {pageCount > 1 ? (
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={(next) => void navigate(paths.list(list.list_id, next))}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          className={classes.pagination}
        />
      ) : null}
    </Stack>
  );
}

/** docs/features/lists.md#add-all-to-cart and Copy to list, for a list with titles. */
function ListActions({ list }: { list: TitleList }) {
  const settings = useSiteSettings();
  const session = useSession();
  const copyToCart = useCopyListToCart();
  const [isCopying, setIsCopying] = useState(false);
  const handleAddAll = () =>
    copyToCart.mutate(list.list_id, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.message });
        if (result.not_added.length > 0) {
          notifications.show({ color: 'yellow', message: listMessages.someNotAddedToCart(result.not_added.length) });
        }
      },
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <Group gap="sm" className={classes.actions}>
      {canShowCart(settings, session) ? (
        <Button
          leftSection={<IconShoppingCart size={16} aria-hidden />}
          onClick={handleAddAll}
          loading={copyToCart.isPending}
        >
          {listPageMessages.addAllToCart}
        </Button>
      ) : null}
      <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setIsCopying(true)}>
        {listPageMessages.copyToList}
      </Button>
      <CopyListDialog list={list} opened={isCopying} onClose={() => setIsCopying(false)} />
      {/* docs/features/custom-pages.md#featured-lists: a store list's PDF, for logged-in customers (as here). */}
      {list.is_store_list ? <ListPdfButton list={list} /> : <ListShareActions list={list} />}
    </Group>
  );
}

function ListView({ listId, page }: { listId: string; page: number }) {
  const settings = useSiteSettings();
  const session = useSession();
  const list = useTitleList(listId);
  useDocumentTitle(list.data ? `${settings.store_info.name} | ${list.data.name}` : null);

  if (list.isPending) return <ListSkeleton />;
  if (list.isError) {
    // docs/features/custom-pages.md#store-lists: a guest may view the store's lists, and logs in for any other.
    if (list.error instanceof ActionError && list.error.failure.code === commonErrorCodes.loginRequired) {
      return <LoginRequired message={listMessages.loginToView} />;
    }
    return (
      <Alert color="red" title={listMessages.error} role="alert">
        {list.error.message}
      </Alert>
    );
  }
  return (
    <>
      <header className={classes.heading}>
        <Title order={1}>{list.data.name}</Title>
        {list.data.description ? <Text c="dimmed">{list.data.description}</Text> : null}
        {list.data.row_count > 0 ? (
          <Text c="dimmed" size="sm">
            {listMessages.titleCount(list.data.row_count)}
          </Text>
        ) : null}
        {/* docs/features/custom-pages.md#store-lists: a customer may put a store list in the cart or copy it. */}
        {list.data.row_count > 0 && (!list.data.is_store_list || session.logged_in) ? (
          <ListActions list={list.data} />
        ) : null}
        {list.data.row_count === 0 && !list.data.is_store_list ? (
          <Group gap="sm" className={classes.actions}>
            <ListImportButton list={list.data} />
          </Group>
        ) : null}
      </header>
      <ListTitles list={list.data} page={page} />
    </>
  );
}

/**
 * /lists/{list_id}[/{page}] (docs/features/lists.md#favourites): a customer's own list, 26 titles a page,
 * each with its price, availability, add to cart and Remove; or a list of the store's own (a featured
 * list), which anyone may view (docs/features/custom-pages.md#store-lists). Guests are asked to log in
 * for any other list (docs/features/accounts.md#login-and-logout).
 */
export function ListPage() {
  const { listId = '', pageId } = useParams();
  return (
    <Container size="lg" className={classes.page}>
      {/* A new list or page starts from its own state. */}
      <ListView key={listId} listId={listId} page={pageNumberOf(pageId)} />
    </Container>
  );
}
