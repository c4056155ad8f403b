import { useState } from 'react';
import { Loader, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { registryMessages, type GiftRegistry } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { addToRegistry, useMyRegistries, useRegistryMutation } from './registry.ts';
import { RegistryMenuTrigger } from './registry-menu.tsx';

function RegistryMenuItems({ title, onChoose }: { title: string; onChoose: (registry: GiftRegistry) => void }) {
  const registries = useMyRegistries({ showItems: false });
  if (registries.isPending) return <Loader size="sm" m="sm" aria-label="Loading" />;
  if (registries.isError) return <Menu.Label>{registries.error.message}</Menu.Label>;
  if (registries.data.length === 0) {
    return (
      <Menu.Item component={Link} to={`${paths.giftRegistry()}?create=1`}>
        {registryMessages.noRegistriesDropdown}
      </Menu.Item>
    );
  }
  return registries.data.map((registry) => (
    <Menu.Item
      key={registry.gift_registry_id}
      onClick={() => onChoose(registry)}
      aria-label={`Add ${title} to ${registry.title}`}
    >
      {registry.title}
    </Menu.Item>
  ));
}

/**
 * docs/features/gift-registries.md#registry-dropdown: the Registry dropdown, open as it first mounts
 * (the button was just pressed); it loads the customer's registries and adds the title to the one chosen.
 */
export function RegistryDropdown({ eisbn, title }: { eisbn: string; title: string }) {
  const [opened, setOpened] = useState(true);
  // Here rather than in the menu's items, which unmount as it closes, before the answer comes.
  const add = useRegistryMutation(addToRegistry);
  const handleChoose = (registry: GiftRegistry) =>
    add.mutate(
      { registryId: registry.gift_registry_id, eisbn },
      {
        onSuccess: () => notifications.show({ message: registryMessages.addedToRegistry(registry.title) }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <RegistryMenuTrigger title={title} hasPopup="menu" isLoading={add.isPending} />
      </Menu.Target>
      <Menu.Dropdown>{opened ? <RegistryMenuItems title={title} onChoose={handleChoose} /> : null}</Menu.Dropdown>
    </Menu>
  );
}
