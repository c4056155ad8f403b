import { Button, Group } from '@mantine/core';
import { consoleCustomersMessages as words } from '@bookfront/contract';

/** Previous and Next under a paged list; nothing when everything fits on one page. */
export function PageButtons(props: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  if (props.page <= 1 && !props.hasMore) return null;
  return (
    <Group justify="center" gap="xs" mt="sm">
      <Button
        size="compact-sm"
        variant="default"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {words.previous}
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        disabled={!props.hasMore}
        onClick={() => props.onPage(props.page + 1)}
      >
        {words.next}
      </Button>
    </Group>
  );
}
