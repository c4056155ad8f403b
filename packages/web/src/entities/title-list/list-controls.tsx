import { forwardRef, lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconHeart, IconListDetails } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { favouritesWord, listControlMessages } from '@bookfront/contract';
import { sessionKeys, useSession } from '../session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { LoginPrompt } from '../session/login-prompt.tsx';

/*
 * docs/features/lists.md#favourite-control: the favourite control and the Lists button, in one module
 * because every page of titles shows them. What they open (the login prompt, the dropdown and the
 * code that changes a list) loads on first use.
 */
const ListsDropdown = lazy(() => import('./lists-dropdown.tsx').then((m) => ({ default: m.ListsDropdown })));

type TriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'title'> & {
  label: string;
  /** The title's name, so the button's accessible name says which title it is for. */
  title: string;
  hasPopup?: 'menu' | 'dialog';
  isLoading?: boolean;
};

/** The Lists button, before and after its dropdown has loaded (docs/features/lists.md#lists-dropdown). */
export const ListsMenuTrigger = forwardRef<HTMLButtonElement, TriggerProps>(function ListsMenuTrigger(
  { label, title, hasPopup, isLoading = false, ...buttonProps },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      size="sm"
      leftSection={<IconListDetails size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-haspopup={hasPopup}
      loading={isLoading}
      aria-label={`${label}: ${title}`}
      data-testid="lists-menu-button"
      {...buttonProps}
    >
      {label}
    </Button>
  );
});

/**
 * docs/features/lists.md#favourite-control: Favourite, then Favourited once the title is on the
 * favourites list (made on first use); pressing again takes it off. A guest is asked to log in or sign up.
 */
export function FavouriteButton({
  eisbn,
  title,
  compact = false,
}: {
  eisbn: string;
  title: string;
  compact?: boolean;
}) {
  const settings = useSiteSettings();
  const session = useSession();
  const queryClient = useQueryClient();
  const [isPending, setIsPending] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const word = favouritesWord(settings.store_info.is_american, { singular: true, capitalized: true });
  const isFavourited = session.logged_in && session.wishlist.some((row) => row.eisbn === eisbn);
  const label = isFavourited ? listControlMessages.favourited(word) : listControlMessages.favourite(word);

  const handleClick = () => {
    if (!session.logged_in) {
      setPromptOpen(true);
      return;
    }
    setIsPending(true);
    import('./favourite.ts')
      .then(({ toggleFavourite }) => toggleFavourite({ eisbn, listId: session.wishlist_id ?? '', isFavourited }))
      .then(async (next) => {
        if (next) queryClient.setQueryData(sessionKeys.all, next);
        await queryClient.invalidateQueries({ queryKey: ['lists'] });
      })
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          message: error instanceof Error ? error.message : listControlMessages.error,
        }),
      )
      .finally(() => setIsPending(false));
  };

  return (
    <>
      <Button
        variant={isFavourited ? 'light' : 'subtle'}
        size={compact ? 'compact-sm' : 'sm'}
        leftSection={
          isFavourited ? <IconHeart size={16} fill="currentColor" aria-hidden /> : <IconHeart size={16} aria-hidden />
        }
        onClick={handleClick}
        loading={isPending}
        aria-pressed={session.logged_in ? isFavourited : undefined}
        aria-haspopup={session.logged_in ? undefined : 'dialog'}
        // The visible word, and which title it is for (a page of results has many).
        aria-label={`${label}: ${title}`}
        data-testid="favourite-button"
      >
        {label}
      </Button>
      <LoginPrompt opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}

/**
 * docs/features/lists.md#lists-dropdown: the item page's Lists button. Its dropdown loads the customer's
 * lists on first open and adds the title to a list or takes it off; New list makes one holding the
 * title. A guest is asked to log in or sign up.
 */
export function ListsMenu({ eisbn, title }: { eisbn: string; title: string }) {
  const session = useSession();
  const [isRequested, setIsRequested] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const label = listControlMessages.lists;

  if (session.logged_in && isRequested) {
    return (
      <Suspense fallback={<ListsMenuTrigger label={label} title={title} isLoading />}>
        <ListsDropdown eisbn={eisbn} title={title} label={label} />
      </Suspense>
    );
  }
  return (
    <>
      <ListsMenuTrigger
        label={label}
        title={title}
        hasPopup={session.logged_in ? 'menu' : 'dialog'}
        onClick={() => (session.logged_in ? setIsRequested(true) : setPromptOpen(true))}
      />
      <LoginPrompt opened={promptOpen} onClose={() => setPromptOpen(false)} />
    </>
  );
}
