import { Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { registryMessages } from '@bookfront/contract';
import { useRegistry } from './registry.ts';

/** The item page opened from a registry says which one its copies are bought for. */
export function RegistryNote({ registryId }: { registryId: string }) {
  const registry = useRegistry(registryId);
  if (!registry.data) return null;
  return (
    <Text size="sm" data-testid="registry-note" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <IconGift size={16} aria-hidden />
      {registryMessages.forRegistry(registry.data.title)}
    </Text>
  );
}
