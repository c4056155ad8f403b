import { Container, Skeleton, Stack } from '@mantine/core';
import classes from '../pages/item-page.module.css';

/** docs/features/item-page.md#title-details: the item page's shape while it loads, so nothing jumps when it arrives. */
export function ItemSkeleton() {
  return (
    <Container size="xl" className={classes.page} role="status" aria-busy="true" aria-label="Loading title">
      <div className={classes.top}>
        <Skeleton
          style={{ aspectRatio: '2 / 3', maxWidth: '22rem', width: '100%', marginInline: 'auto' }}
          radius="sm"
        />
        <Stack gap="md">
          <Skeleton height={40} width="80%" />
          <Skeleton height={20} width="45%" />
          <Skeleton height={16} width="60%" />
          <Skeleton height={160} radius="lg" mt="md" />
        </Stack>
      </div>
    </Container>
  );
}
