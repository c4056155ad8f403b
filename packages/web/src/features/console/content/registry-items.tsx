import { ActionIcon, Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import {
  consoleContentMessages as messages,
  registryMessages,
  type GiftRegistry,
  type RegistryItem,
} from '@bookfront/contract';
import { useRemoveRegistryItem, useSetRegistryItemQuantity } from './api.ts';
import classes from './content.module.css';

/**
 * docs/features/store-console.md#registries: a co-managed registry's items, each raised, lowered
 * while above 1 or removed as its owner's editor does (docs/features/gift-registries.md#editor).
 */
export function RegistryItems({ registry }: { registry: GiftRegistry }) {
  const setQuantity = useSetRegistryItemQuantity();
  const remove = useRemoveRegistryItem();
  const [said, setSaid] = useState<{ isError: boolean; text: string } | null>(null);
  const isBusy = setQuantity.isPending || remove.isPending;
  const report = {
    onSuccess: () => setSaid({ isError: false, text: registryMessages.updated }),
    onError: (error: Error) => setSaid({ isError: true, text: error.message }),
  };
  const changeOf = (item: RegistryItem) => ({ gift_registry_id: registry.gift_registry_id, eisbn: item.title.eisbn });

  if (registry.items.length === 0) return <Text size="sm">{registryMessages.noItems}</Text>;
  return (
    <>
      <ul className={classes.registryItems} aria-label={messages.registryItemsHeading(registry.title)}>
        {registry.items.map((item) => (
          <li key={item.title.eisbn} className={classes.registryItem}>
            <Text size="sm" className={classes.registryItemTitle}>
              {item.title.title}
              {item.qty_purchased > 0 ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  · {messages.registryItemPurchased(item.qty_purchased)}
                </Text>
              ) : null}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={messages.registryItemFewer(item.title.title)}
                disabled={item.qty_requested <= 1 || isBusy}
                onClick={() => setQuantity.mutate({ ...changeOf(item), qty: item.qty_requested - 1 }, report)}
              >
                <span aria-hidden>−</span>
              </ActionIcon>
              <Text size="sm" w={32} ta="center">
                <VisuallyHidden>{messages.registryItemQuantity(item.title.title)}: </VisuallyHidden>
                {item.qty_requested}
              </Text>
              <ActionIcon
                variant="default"
                aria-label={messages.registryItemMore(item.title.title)}
                disabled={isBusy}
                onClick={() => setQuantity.mutate({ ...changeOf(item), qty: item.qty_requested + 1 }, report)}
              >
                <span aria-hidden>+</span>
              </ActionIcon>
              <Button
                variant="default"
                size="compact-sm"
                aria-label={messages.registryItemRemove(item.title.title)}
                disabled={isBusy}
                onClick={() => remove.mutate(changeOf(item), report)}
              >
                {registryMessages.remove}
              </Button>
            </Group>
          </li>
        ))}
      </ul>
      {said ? (
        said.isError ? (
          <Alert color="red" role="alert" p="xs" mt="xs">
            {said.text}
          </Alert>
        ) : (
          <Text size="sm" mt="xs" role="status">
            {said.text}
          </Text>
        )
      ) : null}
    </>
  );
}
