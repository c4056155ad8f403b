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

  /** docs/features/lists.md#named-lists: a new or renamed list's name. */
  nameRequired: 'Name is required.',
  nameTooLong: (max: number) => `A list name can be at most ${max} characters.`,
  /** Ours. */
  descriptionTooLong: (max: number) => `A description can be at most ${max} characters.`,
  /** Ours: a search of the lists page longer than any name or ISBN. */
  searchTooLong: (max: number) => `Search for at most ${max} characters.`,
  /** Ours: a sort the lists page does not offer. */
  sortUnknown: 'Choose a sort the lists page offers.',
  /** docs/features/lists.md#named-lists: success messages. */
  created: 'List created successfully.',
  saved: 'List saved successfully.',
  deleted: 'List deleted successfully.',
  addedToCart: 'Added to cart successfully.',
  copied: 'List copied successfully.',
  /** Ours: the favourites list keeps its name and cannot be deleted. */
  favouritesNotDeletable: (word: string) => `Your ${word} list cannot be deleted.`,
  favouritesKeepsName: (word: string) => `Your ${word} list keeps its name.`,
  /** Ours: Add all to cart on a list without titles. */
  nothingToAddToCart: 'There are no titles on this list to add to your cart.',
  /** Ours: Add all to cart when the cart's rules took none of the list's titles; the first rule's words follow. */
  noneAddedToCart: (reason: string) => `No title was added to your cart. ${reason}`,
  /** Ours: Add all to cart when the cart's rules refused some titles. */
  someNotAddedToCart: (count: number) =>
    `${count} ${count === 1 ? 'title was' : 'titles were'} not added: the store cannot take ${count === 1 ? 'it' : 'them'} now.`,
  /** docs/features/lists.md#named-lists: Copy to list needs an existing list. */
  chooseList: 'Choose a list.',
} as const;

/** Stable failure codes of title lists. They never change once shipped. */
export const listErrorCodes = {
  notFound: 'LIST_NOT_FOUND',
  titleNotFound: 'TITLE_NOT_FOUND',
  nothingToCopy: 'NOTHING_TO_COPY',
  notDeletable: 'LIST_NOT_DELETABLE',
  keepsName: 'LIST_KEEPS_NAME',
  listEmpty: 'LIST_EMPTY',
  noneAddedToCart: 'NONE_ADDED_TO_CART',
} as const;
