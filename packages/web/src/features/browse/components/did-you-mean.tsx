import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { browseUrl, catalogMessages, type BrowseFilter } from '@bookfront/contract';

/** docs/features/browse-and-search.md#did-you-mean: the corrected search, one click away, with the same filters. */
export function DidYouMean({ filter, suggestion }: { filter: BrowseFilter; suggestion: string }) {
  return (
    <Text size="lg" mb="md" data-testid="did-you-mean">
      {catalogMessages.didYouMean}{' '}
      <Anchor component={Link} to={browseUrl({ ...filter, t: suggestion, o: 0 })} fw={700} fs="italic">
        {suggestion}
      </Anchor>
      ?
    </Text>
  );
}
