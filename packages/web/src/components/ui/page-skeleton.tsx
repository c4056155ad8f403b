import { Container, Skeleton, Stack } from '@mantine/core';

/** docs/architecture.md#api-protocol: pages show a skeleton while they load; a status, so its label is read out. */
export function PageSkeleton() {
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label="Loading">
      <Stack gap="md">
        <Skeleton height={36} width="40%" radius="sm" />
        <Skeleton height={16} width="70%" radius="sm" />
        <Skeleton height={16} width="55%" radius="sm" />
        <Skeleton height={220} radius="md" mt="md" />
      </Stack>
    </Container>
  );
}
