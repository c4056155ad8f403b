import { Anchor, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHeart } from '@tabler/icons-react';
import { useHref, useNavigate } from 'react-router';
import { favouritesWord, listMessages } from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useCopyCartToList } from '../api.ts';

/** Ours: how long the copy's toast stays, long enough to follow its link. */
const copiedToastMs = 6000;

/**
 * docs/features/lists.md#copy-cart-to-favourites Copy to favourites (customers only, docs/features/lists.md#copy-cart-to-favourites): the cart's books join the
 * favourites list, and a toast says how many with a link to the list.
 */
export function CopyToFavouritesButton() {
  const settings = useSiteSettings();
  const navigate = useNavigate();
  // Toasts live outside the router, so their link is a plain anchor that navigates in the app.
  const storeRoot = useHref('/').replace(/\/$/, '');
  const copy = useCopyCartToList();
  const isAmerican = settings.store_info.is_american;
  const word = favouritesWord(isAmerican);

  const handleCopy = () =>
    copy.mutate(
      {},
      {
        onSuccess: ({ list, added_count: addedCount }) => {
          const path = paths.list(list.list_id);
          const id = `copied-to-${list.list_id}`;
          notifications.show({
            id,
            color: 'green',
            autoClose: copiedToastMs,
            message: (
              <>
                {listMessages.copiedToFavourites(addedCount, word)}{' '}
                <Anchor
                  href={`${storeRoot}${path}`}
                  fw={600}
                  onClick={(event) => {
                    event.preventDefault();
                    notifications.hide(id);
                    void navigate(path);
                  }}
                >
                  {listMessages.viewFavourites(word)}
                </Anchor>
              </>
            ),
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );

  return (
    <Button
      variant="outline"
      leftSection={<IconHeart size={16} aria-hidden />}
      loading={copy.isPending}
      onClick={handleCopy}
    >
      {listMessages.copyToFavourites(word)}
    </Button>
  );
}
