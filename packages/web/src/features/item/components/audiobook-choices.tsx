import { useState } from 'react';
import { Alert, Anchor, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeadphones } from '@tabler/icons-react';
import { Link } from 'react-router';
import { catalogMessages } from '@bookfront/contract';
import { useAudiobooks } from '../api.ts';
import classes from './audiobook-choices.module.css';

const firstShown = 5;

/** docs/features/item-page.md#audiobooks: the audiobook editions on offer, the first five and then 'See all'. */
export function AudiobookChoices({ eisbn }: { eisbn: string }) {
  const audiobooks = useAudiobooks(eisbn, true);
  const [showAll, setShowAll] = useState(false);
  const rows = audiobooks.data?.rows ?? [];
  const shown = showAll ? rows : rows.slice(0, firstShown);
  return (
    <section aria-labelledby="audiobooks-heading" className={classes.section}>
      <Title order={2} id="audiobooks-heading" className={classes.heading}>
        <IconHeadphones size={22} aria-hidden /> Audiobook editions
      </Title>
      {audiobooks.isPending ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading audiobooks">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : audiobooks.isError ? (
        <Alert color="orange" role="alert">
          {catalogMessages.audiobookProblem}
        </Alert>
      ) : rows.length === 0 ? (
        <Text>{catalogMessages.noAudiobooks}</Text>
      ) : (
        <>
          <ul className={classes.list}>
            {shown.map((book, index) => (
              <li key={`${book.url}-${index}`} className={classes.item}>
                {/* The catalogue's own editions are pages of this store: they open here, not in a new tab. */}
                {book.url.startsWith('/') ? (
                  <Anchor component={Link} to={book.url} fw={600}>
                    {book.title}
                  </Anchor>
                ) : (
                  <Anchor href={book.url} target="_blank" rel="noopener noreferrer" fw={600}>
                    {book.title}
                  </Anchor>
                )}
                <Text size="sm" c="dimmed">
                  {[book.narrators.length > 0 ? `Narrated by ${book.narrators.join(', ')}` : '', book.language]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </li>
            ))}
          </ul>
          {rows.length > firstShown && !showAll ? (
            <Button variant="subtle" px={0} onClick={() => setShowAll(true)}>
              See all ({rows.length})
            </Button>
          ) : null}
          {showAll && audiobooks.data.see_more_url ? (
            <Anchor
              href={audiobooks.data.see_more_url}
              target="_blank"
              rel="noopener noreferrer"
              display="block"
              mt="xs"
            >
              More audiobook choices
            </Anchor>
          ) : null}
        </>
      )}
    </section>
  );
}
