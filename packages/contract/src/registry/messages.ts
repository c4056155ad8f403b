/** Sentences of gift registries (docs/features/gift-registries.md#messages). */
export const registryMessages = {
  heading: 'Gift Registry',
  createNew: 'Create New',
  /** docs/features/gift-registries.md#registry-list-page: the list page without registries. */
  noRegistries: 'You have no gift registries.',
  createFirst: 'Click here to create a new gift registry.',
  /** A card of a registry without items. */
  noItems: 'No products added to registry.',
  /** The item page's registry dropdown without registries. */
  noRegistriesDropdown: 'No registries. Create new',
  progress: (purchased: number, requested: number) => `${purchased} of ${requested} products purchased`,
  moreItems: (count: number) => `+${count} more`,
  createdBy: 'gift registry created by',
  deadlineNote: (date: string) =>
    `Gift Registry creator has asked for items off this list to be purchased before ${date} end of day.`,
  shippingNote:
    'The registry creator would like items to be shipped to them. The store handles shipping, and the buyer pays any applicable shipping charges.',
  giftCardHint: 'Having a tough time making a choice? Gift cards can be purchased here!',
  ribbon: (purchased: number, requested: number) => `${purchased} of ${requested} Purchased`,
  goBack: 'Go back',
  share: 'Share',
  edit: 'Edit',
  delete: 'Delete',
  showAll: 'Show All',
  showPurchased: 'Show purchased',
  showNotPurchased: 'Show not purchased',
  sortTitle: 'Title',
  sortAuthor: 'Author',
  linkCopied: 'Link Copied!',
  updated: 'Registry updated.',
  /** docs/features/gift-registries.md#registry-detail-page: a registry that cannot be read. */
  notFound: 'Gift registry not found.',
  /** Ours: the store does not offer gift registries. */
  notOffered: 'This store does not offer gift registries.',
  /** Ours: a change asked of a registry by someone who may not change it. */
  notYours: 'Only the registry’s owner can change it.',
  /** Ours: the store may co-manage a registry, but never its shipping address. */
  storeKeepsShipping: 'Only the registry’s owner can change where its items are shipped.',
  /** Ours: a title the catalogue does not have. */
  titleNotFound: 'That title is not in our catalogue.',
  /** Ours: a title that is not on the registry. */
  itemNotFound: 'That title is not on this registry.',
  /** Ours: a shipping address that is not in the owner's address book. */
  shippingAddressNotFound: 'Choose one of your saved addresses.',

  /** docs/features/gift-registries.md#editor validation. */
  titleRequired: 'Title is required.',
  titleTooLong: (max: number) => `A title can be at most ${max} characters.`,
  occasionRequired: 'Occasion is required.',
  descriptionRequired: 'Description is required.',
  descriptionTooLong: (max: number) => `A description can be at most ${max} characters.`,
  deadlinePast: 'The purchase deadline cannot be a past date.',
  /** Ours: a deadline that is not a day. */
  deadlineInvalid: 'Give the deadline as a date.',
  quantityInvalid: (min: number, max: number) => `Enter a quantity from ${min} to ${max}.`,
  /** Ours: editor labels. */
  createHeading: 'Create a gift registry',
  editHeading: 'Edit gift registry',
  titleLabel: 'Title',
  occasionLabel: 'Occasion',
  descriptionLabel: 'Description',
  deadlineLabel: 'Purchase deadline',
  shippingEncouragedLabel: 'Ask buyers to ship items to me',
  shippingAddressLabel: 'Ship to',
  storeCanEditLabel: 'Let the store help manage this registry',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  items: 'Items',
  created: 'Registry created. Share this link with your family and friends:',
  copyLink: 'Copy link',
  close: 'Done',
  deleteConfirm: (title: string) => `Delete the registry “${title}”? This cannot be undone.`,
  deleted: 'Registry deleted.',
  addToRegistry: 'Registry',
  addedToRegistry: (title: string) => `Added to ${title}.`,
  forRegistry: (title: string) => `You are shopping from the gift registry “${title}”.`,
  error: 'There was an error.',
  /** docs/features/gift-registries.md#shipping-at-checkout: a registry's address as a buyer sees it, never its street. */
  registryAddressName: (ownerName: string) => `${ownerName}’s registry address`,
  registryAddress: (ownerName: string, place: string) =>
    [`${ownerName}’s registry address`, place].filter(Boolean).join(', '),
} as const;

/** Stable failure codes of the giftregistry/* actions. */
export const registryErrorCodes = {
  notFound: 'REGISTRY_NOT_FOUND',
  notOffered: 'REGISTRY_NOT_OFFERED',
  notYours: 'REGISTRY_NOT_YOURS',
  storeKeepsShipping: 'REGISTRY_STORE_KEEPS_SHIPPING',
  titleNotFound: 'REGISTRY_TITLE_NOT_FOUND',
  itemNotFound: 'REGISTRY_ITEM_NOT_FOUND',
  deadlinePast: 'REGISTRY_DEADLINE_PAST',
  shippingAddressNotFound: 'REGISTRY_SHIPPING_ADDRESS_NOT_FOUND',
} as const;
