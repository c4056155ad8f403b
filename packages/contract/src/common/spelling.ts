/** docs/features/lists.md#spelling: the store's is_american setting picks "favorites" or "favourites". */
export function favouritesWord(isAmerican: boolean, options: { capitalized?: boolean; singular?: boolean } = {}) {
  const word = (isAmerican ? 'favorite' : 'favourite') + (options.singular ? '' : 's');
  return options.capitalized ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
