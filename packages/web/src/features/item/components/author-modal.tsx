import { Alert, Anchor, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useAuthorItems } from '../api.ts';
import { TitleRow } from './title-sections.tsx';
import classes from './title-sections.module.css';

/** docs/features/item-page.md#series-editions-and-related-titles "author modal": the author's titles in this store (title/getAuthorItems). */
export function AuthorModal({ author, onClose }: { author: string | null; onClose: () => void }) {
  const session = useSession();
  const items = useAuthorItems(author ?? '', session.location_id, author !== null);
  return (
    <Modal opened={author !== null} onClose={onClose} title={author ? `Books by ${author}` : ''} size="lg" centered>
      {items.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading titles">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : items.isError ? (
        <Alert color="red" role="alert">
          {items.error.message}
        </Alert>
      ) : items.data.rows.length === 0 ? (
        <Text>No other titles by this author.</Text>
      ) : (
        <ul className={classes.rows} aria-label={`Titles by ${author ?? ''}`}>
          {items.data.rows.map((row) => (
            <TitleRow key={row.eisbn} title={row} onOpen={onClose} />
          ))}
        </ul>
      )}
      {author ? (
        <Anchor
          component={Link}
          to={paths.search(author, 'author')}
          onClick={onClose}
          display="inline-block"
          mt="md"
          fw={600}
        >
          Search for all titles by {author}
        </Anchor>
      ) : null}
    </Modal>
  );
}
