import { commonMessages } from '../common/messages.ts';

/**
 * Sentences of title lists and the favourites list (spec 1 §6, §8 "List grid"; spec 2 §8). `word` is
 * favouritesWord(is_american) where a sentence names the favourites list.
 */
export const listMessages = {
  /** Spec 1 §6: lists and favourites need an account. */
  loginRequired: commonMessages.loginRequired,
  /** Spec 1 §8 "List grid". */
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
  /** Spec 2 §8 success messages. */
  itemsRemoved: 'Items removed from wishlist.',
  /** Ours: Copy to favourites with no books in the cart (gift cards are not copied). */
  nothingToCopy: 'There are no books in your cart to copy.',
  /** Spec 2 §2 "Cart screen": Copy to favourites. */
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
