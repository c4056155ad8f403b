import { Skeleton, Stack } from '@mantine/core';

/** The events pages while their events load. */
export function EventsSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={36} width="30%" radius="sm" />
      <Skeleton height={90} radius="md" />
      <Skeleton height={90} radius="md" />
    </Stack>
  );
}
