import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageMessages } from '@bookfront/contract';
import { usePageBlocks } from '../api.ts';
import { PageBlocks } from './page-blocks.tsx';

function BlocksSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={28} width="30%" radius="sm" />
      <Skeleton height={220} radius="md" />
    </Stack>
  );
}

/**
 * The blocks of page `pageId` (docs/features/custom-pages.md#blocks), or `empty` when it has none;
 * a failure to load them says so without taking the rest of the page with it.
 */
export function PageBlocksSection({ pageId, empty = null }: { pageId: string; empty?: ReactNode }) {
  const query = usePageBlocks(pageId);
  if (query.isPending) return <BlocksSkeleton />;
  if (query.isError) {
    return (
      <Alert color="red" title={pageMessages.error} role="alert">
        {query.error.message}
      </Alert>
    );
  }
  return query.data.length === 0 ? empty : <PageBlocks blocks={query.data} />;
}
