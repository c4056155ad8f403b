import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconHeart, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import '@mantine/core/styles/Pagination.css';
import {
  listMessages,
  listPageMessages,
  listSortSchema,
  namedListLimits,
  type ListRow,
  type ListSort,
  type TitleList,
} from '@bookfront/contract';
import { CardAction } from '../../../components/ui/card-action.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoginRequired } from '../../../entities/session/login-required.tsx';
import { useSession } from '../../../entities/session/session.ts';
import { ListFormDialog } from '../../../entities/title-list/list-form-dialog.tsx';
import { formatReleaseDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useLists } from '../api.ts';
import { DeleteListDialog } from '../components/delete-list-dialog.tsx';
import classes from './account-lists-page.module.css';

const sortOptions: { value: ListSort; label: string }[] = [
  { value: 'date_updated', label: listPageMessages.sortDateUpdated },
  { value: 'date_posted', label: listPageMessages.sortDatePosted },
  { value: 'name', label: listPageMessages.sortName },
];

function ListsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={72} radius="md" />
      <Skeleton height={72} radius="md" />
      <Skeleton height={72} radius="md" />
    </Stack>
  );
}

function ListCard({
  list,
  onRename,
  onDelete,
}: {
  list: ListRow;
  onRename: (list: TitleList) => void;
  onDelete: (list: TitleList) => void;
}) {
  return (
    <li className={classes.card}>
      <div className={classes.cardText}>
        <Anchor component={Link} to={paths.list(list.list_id)} fw={700} className={classes.name}>
          {list.is_favourites ? <IconHeart size={16} aria-hidden /> : null}
          {list.name}
        </Anchor>
        {list.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {list.description}
          </Text>
        ) : null}
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {listMessages.titleCount(list.row_count)}
          </Badge>
          <Text size="xs" c="dimmed">
            {listPageMessages.updatedAt(formatReleaseDate(list.date_updated))}
          </Text>
        </Group>
      </div>
      {list.can_delete ? (
        <Group gap={4} className={classes.actions}>
          <CardAction
            icon={IconPencil}
            label={listPageMessages.rename}
            subject={list.name}
            onClick={() => onRename(list)}
          />
          <CardAction
            icon={IconTrash}
            label={listPageMessages.delete}
            subject={list.name}
            onClick={() => onDelete(list)}
            isDanger
          />
        </Group>
      ) : null}
    </li>
  );
}

function AccountLists() {
  const settings = useSiteSettings();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort>('date_updated');
  const [searchText, setSearchText] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [renaming, setRenaming] = useState<TitleList | null>(null);
  const [deleting, setDeleting] = useState<TitleList | null>(null);
  const lists = useLists({ page, sort, searchTerm });
  useDocumentTitle(`${settings.store_info.name} | ${listPageMessages.myLists}`);

  const pageCount = Math.max(1, Math.ceil((lists.data?.row_count ?? 0) / namedListLimits.listsPageLength));
  const isPastEnd = lists.isSuccess && !lists.isPlaceholderData && page > pageCount;

  // Deleting the last list of the last page leaves the customer on the page before.
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount]);

  let content;
  if (lists.isPending) content = <ListsSkeleton />;
  else if (lists.isError) {
    content = (
      <Alert color="red" title={listMessages.error} role="alert">
        {lists.error.message}
      </Alert>
    );
  } else if (lists.data.rows.length === 0) {
    content = isPastEnd ? <ListsSkeleton /> : <EmptyState message={listPageMessages.noResults} />;
  } else {
    content = (
      <Stack gap="lg">
        <ul
          className={classes.cards}
          aria-busy={lists.isPlaceholderData || undefined}
          aria-label={listPageMessages.myLists}
        >
          {lists.data.rows.map((list) => (
            <ListCard key={list.list_id} list={list} onRename={setRenaming} onDelete={setDeleting} />
          ))}
        </ul>
        {pageCount > 1 ? (
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            className={classes.pagination}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      <Group justify="space-between" align="center" className={classes.heading}>
        <Title order={1}>{listPageMessages.myLists}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsCreating(true)}>
          {listPageMessages.createList}
        </Button>
      </Group>
      <form
        className={classes.tools}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchTerm(searchText.trim());
          setPage(1);
        }}
      >
        <div className={classes.search}>
          <TextInput
            label={listPageMessages.search}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={namedListLimits.searchMax}
            leftSection={<IconSearch size={16} aria-hidden />}
            className={classes.searchField}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </div>
        <Select
          label={listPageMessages.sortBy}
          data={sortOptions}
          value={sort}
          allowDeselect={false}
          onChange={(value) => {
            const parsed = listSortSchema.safeParse(value);
            if (parsed.success) setSort(parsed.data);
            setPage(1);
          }}
          className={classes.sort}
        />
      </form>
      {content}
      <ListFormDialog opened={isCreating} onClose={() => setIsCreating(false)} />
      <ListFormDialog opened={renaming !== null} onClose={() => setRenaming(null)} list={renaming ?? undefined} />
      <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** /account/lists (docs/features/lists.md#account-lists): the customer's lists, favourites first, 10 a page. */
export function AccountListsPage() {
  const session = useSession();
  if (!session.logged_in) return <LoginRequired message={listMessages.loginToView} />;
  return (
    <Container size="md" className={classes.page}>
      <AccountLists />
    </Container>
  );
}
