/**
 * The words of the favourite control and the Lists button (docs/features/lists.md#favourite-control), in a
 * module of their own: every page of titles shows them.
 */
export const listControlMessages = {
  /** The favourite control: Favourite, then Favourited (docs/features/lists.md#favourite-control). */
  favourite: (singularWord: string) => singularWord,
  favourited: (singularWord: string) => `${singularWord}d`,
  lists: 'Lists',
  /** docs/features/lists.md#favourites: a failure that says nothing more. */
  error: 'There was an error.',
} as const;
