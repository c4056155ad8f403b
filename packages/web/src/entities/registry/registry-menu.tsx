import { useState } from 'react';
import { Button, Loader, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import { registryMessages, type GiftRegistry } from '@bookfront/contract';
import { paths } from '../../lib/paths.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { LoginPrompt } from '../session/login-prompt.tsx';
import { useSession } from '../session/session.ts';
import { addToRegistry, useMyRegistries, useRegistryMutation } from './registry.ts';

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
 * docs/features/gift-registries.md#registry-dropdown: the item page's Registry button. Its dropdown loads
 * the customer's registries on first open and adds the title to the one chosen; a guest is asked to log in.
 * Nothing shows when the store has no gift registries.
 */
export function RegistryMenu({ eisbn, title }: { eisbn: string; title: string }) {
  const settings = useSiteSettings();
  const session = useSession();
  const [opened, setOpened] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  // Here rather than in the dropdown, which unmounts as it closes, before the answer comes.
  const add = useRegistryMutation(addToRegistry);
  if (!settings.gift_registry_enabled) return null;
  const handleChoose = (registry: GiftRegistry) =>
    add.mutate(
      { registryId: registry.gift_registry_id, eisbn },
      {
        onSuccess: () => notifications.show({ message: registryMessages.addedToRegistry(registry.title) }),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  const trigger = (
    <Button
      variant="subtle"
      size="sm"
      leftSection={<IconGift size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`${registryMessages.addToRegistry}: ${title}`}
      aria-haspopup={session.logged_in ? 'menu' : 'dialog'}
      data-testid="registry-menu-button"
      loading={add.isPending}
      onClick={session.logged_in ? undefined : () => setPromptOpen(true)}
    >
      {registryMessages.addToRegistry}
    </Button>
  );
  if (!session.logged_in) {
    return (
      <>
        {trigger}
        <LoginPrompt opened={promptOpen} onClose={() => setPromptOpen(false)} />
      </>
    );
  }
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" width={280} shadow="md" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>{opened ? <RegistryMenuItems title={title} onChoose={handleChoose} /> : null}</Menu.Dropdown>
    </Menu>
  );
}
