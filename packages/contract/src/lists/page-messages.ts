/**
 * Words of the lists pages and dialogs (docs/features/lists.md#account-lists), in a module of their own
 * so that pages showing only the favourite control do not carry them.
 */
export const listPageMessages = {
  /** docs/features/lists.md#lists-dropdown: the dropdown with no named list; "Manage lists" links to the lists page. */
  noListsCreated: 'No lists created - ',
  manageLists: 'Manage lists',
  /** docs/features/lists.md#account-lists: no list matches the search. */
  noResults: 'No results',
  myLists: 'My lists',
  newList: 'New list',
  createList: 'Create list',
  listName: 'List name',
  description: 'Description',
  save: 'Save',
  cancel: 'Cancel',
  rename: 'Rename',
  delete: 'Delete',
  deleteList: (name: string) => `Delete ${name}?`,
  deleteConfirm: 'The list and the titles on it are removed. This cannot be undone.',
  addAllToCart: 'Add all to cart',
  copyToList: 'Copy to list',
  copyListTo: (name: string) => `Copy ${name} to`,
  search: 'Search lists by ISBN or keyword',
  sortBy: 'Sort by',
  sortDateUpdated: 'Last updated',
  sortDatePosted: 'Date created',
  sortName: 'Name',
  addToList: (name: string) => `Add to ${name}`,
  removeFromList: (name: string) => `Remove from ${name}`,
  onList: (name: string) => `On ${name}`,
  /** Ours: the toasts of the lists dropdown and the favourite control. */
  addedToList: (title: string, name: string) => `${title} was added to ${name}.`,
  removedFromList: (title: string, name: string) => `${title} was removed from ${name}.`,
  updatedAt: (date: string) => `Updated ${date}`,
} as const;
