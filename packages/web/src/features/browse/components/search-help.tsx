import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  browseUrl,
  catalogMessages,
  filterGroupLetters,
  searchKindLabels,
  searchKinds,
  type BrowseFilter,
} from '@bookfront/contract';
import { withoutFilters } from './filter-values.ts';

/** docs/features/browse-and-search.md#search-help: advice, and the same words searched another way. */
export function SearchHelp({ filter }: { filter: BrowseFilter }) {
  const otherKinds = filter.t ? searchKinds.filter((kind) => kind !== filter.k) : [];
  const hasFilters = filterGroupLetters.some((letter) => filter[letter].length > 0);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Title order={2} size="h3" mb="xs">
        No matches{filter.t ? ` for “${filter.t}”` : ''}
      </Title>
      <Text mb="sm">Some ideas:</Text>
      <ul>
        {catalogMessages.searchHelp.map((advice) => (
          <li key={advice}>{advice}</li>
        ))}
        {hasFilters ? (
          <li>
            <Anchor component={Link} to={browseUrl(withoutFilters(filter))}>
              Search again without filters
            </Anchor>
          </li>
        ) : null}
      </ul>
      {otherKinds.length > 0 ? (
        <>
          <Text fw={600} mt="md" mb={6}>
            Search for “{filter.t}” by:
          </Text>
          <ul
            aria-label="Other kinds of search"
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: '0.5rem 1.25rem',
              listStyle: 'none',
              padding: 0,
              margin: 0,
            }}
          >
            {otherKinds.map((kind) => (
              <li key={kind}>
                <Anchor component={Link} to={browseUrl({ ...withoutFilters(filter), k: kind, o: 0 })}>
                  {searchKindLabels[kind]}
                </Anchor>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Paper>
  );
}
