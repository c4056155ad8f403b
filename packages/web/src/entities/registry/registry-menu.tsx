import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconGift } from '@tabler/icons-react';
import { registryMessages } from '@bookfront/contract';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { LoginPrompt } from '../session/login-prompt.tsx';
import { useSession } from '../session/session.ts';

// The dropdown (Mantine's Menu and the registries' calls) loads when the button is first pressed.
const RegistryDropdown = lazy(() => import('./registry-dropdown.tsx').then((m) => ({ default: m.RegistryDropdown })));

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'title'> & {
  /** The title's name, so the button's accessible name says which title it is for. */
  title: string;
  hasPopup: 'menu' | 'dialog';
  isLoading?: boolean;
};

/** The Registry button, before and after its dropdown has loaded. */
export const RegistryMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function RegistryMenuTrigger(
  { title, hasPopup, isLoading = false, ...buttonProps },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="sm"
      leftSection={<IconGift size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`${registryMessages.addToRegistry}: ${title}`}
      aria-haspopup={hasPopup}
      data-testid="registry-menu-button"
      loading={isLoading}
      {...buttonProps}
    >
      {registryMessages.addToRegistry}
    </Button>
  );
});

/**
 * docs/features/gift-registries.md#registry-dropdown: the item page's Registry button. Its dropdown loads
 * the customer's registries on first open and adds the title to the one chosen; a guest is asked to log in.
 * Nothing shows when the store has no gift registries.
 */
export function RegistryMenu({ eisbn, title }: { eisbn: string; title: string }) {
  const settings = useSiteSettings();
  const session = useSession();
  const [isRequested, setIsRequested] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  if (!settings.gift_registry_enabled) return null;
  if (session.logged_in && isRequested) {
    return (
      <Suspense fallback={<RegistryMenuTrigger title={title} hasPopup="menu" isLoading />}>
        <RegistryDropdown eisbn={eisbn} title={title} />
      </Suspense>
    );
  }
  return (
    <>
      <RegistryMenuTrigger
        title={title}
        hasPopup={session.logged_in ? 'menu' : 'dialog'}
        onClick={() => (session.logged_in ? setIsRequested(true) : setPromptOpen(true))}
      />
      <LoginPrompt opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}
