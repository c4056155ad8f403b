import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart } from '@tabler/icons-react';
import { favouritesWord, listControlMessages } from '@bookfront/contract';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useSession } from '../session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';

const LoginPromptDialog = lazy(() =>
  import('../session/login-prompt-dialog.tsx').then((m) => ({ default: m.LoginPromptDialog })),
);

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
  const promptMounted = useMountedOnce(promptOpen);
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
      {promptMounted ? (
        <Suspense fallback={null}>
          <LoginPromptDialog opened={promptOpen} onClose={() => setPromptOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
