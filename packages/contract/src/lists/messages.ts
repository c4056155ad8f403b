import { commonMessages } from '../common/messages.ts';

/**
 * Sentences of title lists and the favourites list (docs/features/lists.md#favourites; docs/features/lists.md#spelling). `word` is
 * favouritesWord(is_american) where a sentence names the favourites list.
 */
export const listMessages = {
  /** docs/features/lists.md#favourites: lists and favourites need an account. */
  loginRequired: commonMessages.loginRequired,
  /** docs/features/lists.md#favourites. */
  error: 'There was an error.',
  empty: 'No products.',
  loginToView: 'You must be logged in to view.',
  /** Ours: a list that is not the caller's answers the same as one that does not exist. */
  notFound: 'We could not find that list.',
  /** Ours. */
  titleNotFound: 'That title is not in our catalogue.',
  /** Ours: titlelist/removeItemsFromList names no title. */
  eisbnsRequired: 'Choose the titles to remove.',
  /** Ours: more titles than one request removes. */
  tooManyTitles: (max: number) => `At most ${max} titles can be removed at once.`,
  /** docs/features/lists.md#favourites success messages. */
  itemsRemoved: 'Items removed from wishlist.',
  /** Ours: Copy to favourites with no books in the cart (gift cards are not copied). */
  nothingToCopy: 'There are no books in your cart to copy.',
  /** docs/features/lists.md#copy-cart-to-favourites: Copy to favourites. */
  copyToFavourites: (word: string) => `Copy to ${word}`,
  /** Ours: the toast after copying the cart. */
  copiedToFavourites: (count: number, word: string) =>
    count === 0
      ? `Everything in your cart is already in your ${word}.`
      : `Copied ${count} ${count === 1 ? 'title' : 'titles'} to your ${word}.`,
  viewFavourites: (word: string) => `View ${word}`,
  /** Ours: a title's Remove on the list page, and what it says afterwards. */
  remove: 'Remove',
  removeTitle: (title: string) => `Remove ${title}`,
  removedFromFavourites: (title: string, word: string) => `${title} was removed from your ${word}.`,
  /** Ours: how many titles a list holds, under its heading. */
  titleCount: (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`,
} as const;

/** Stable failure codes of title lists. They never change once shipped. */
export const listErrorCodes = {
  notFound: 'LIST_NOT_FOUND',
  titleNotFound: 'TITLE_NOT_FOUND',
  nothingToCopy: 'NOTHING_TO_COPY',
} as const;
