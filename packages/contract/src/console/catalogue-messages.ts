import { commonErrorCodes } from '../common/errors.ts';

/** Sentences of the console's Catalogue and stock pages (docs/features/store-console.md#catalogue-and-stock). */
export const consoleCatalogueMessages = {
  heading: 'Catalogue and stock',
  importHeading: 'Import titles',
  importHint:
    'An ONIX for Books file (3.0 or 2.1) or a catalogue CSV. Titles are added or updated by ISBN; a record that cannot be read is listed below and skipped.',
  stockHeading: 'Stock and prices',
  stockHint:
    'A CSV with the columns eisbn, onhand and price (or price_cents) for one location. Rows are added or updated by ISBN and condition.',
  file: 'File',
  fileRequired: 'Choose a file to upload.',
  location: 'Location',
  locationRequired: 'Choose a location.',
  /** A location id that is not one of the store's: names the ones that are. */
  locationUnknown: (id: string, valid: readonly string[]) =>
    valid.length === 0
      ? `'${id}' is not a location of this store, which has no locations yet.`
      : `'${id}' is not a location of this store. Its locations are: ${valid.join(', ')}.`,
  upload: 'Upload',
  uploadStock: 'Upload stock',
  importNotFound: 'We could not find that import.',
  waiting: 'Waiting to start…',
  running: (read: number, total: number | null) =>
    total === null ? `${read} records read` : `${read} of ${total} records read`,
  done: 'Import finished.',
  failed: 'The import stopped with an error. Nothing after the last saved batch was imported.',
  progressLabel: 'Import progress',
  summaryRead: 'Read',
  summaryInserted: 'Added',
  summaryUpdated: 'Updated',
  summaryRejected: 'Rejected',
  fatal: (line: number, message: string) => `The file could not be read past line ${line}: ${message}`,
  rejectedHeading: 'Rejected records',
  rejectedLine: 'Line',
  rejectedRecord: 'Record',
  rejectedReason: 'Reason',
  rejectedMore: (shown: number, total: number) => `The first ${shown} of ${total} rejected records are listed.`,
  findHeading: 'Find a title',
  findLabel: 'ISBN or words from the title or author',
  find: 'Find',
  queryRequired: 'Enter an ISBN or some words.',
  noTitlesFound: 'No titles match.',
  stocked: 'Stocked',
  notStocked: 'Not stocked',
  titleNotFound: 'We could not find that title.',
  backToCatalogue: 'Back to the catalogue',
  storefrontHeading: 'On the storefront',
  shownNote: 'Shoppers of this store can find and open this title.',
  hiddenNote:
    'Hidden: this store’s search, browse, lists and item page leave this title out. Other stores still show it.',
  hide: 'Hide from this store’s storefront',
  show: 'Show on the storefront again',
  hiddenSaved: 'Hidden. The storefront leaves the title out.',
  shownSaved: 'Shown. The storefront lists the title again.',
  onhand: 'On hand',
  price: 'Price',
  priceInvalid: 'Enter a price of 0 or more, such as 18.99.',
  onhandInvalid: 'Enter a whole number of 0 or more.',
  availability: 'Availability',
  extraOrderable: 'Can be ordered in beyond stock',
  saved: 'Saved. The storefront shows the change.',
  notStockedHere: 'Not stocked at this location yet: saving adds it.',
  availabilities: {
    available: 'Available',
    out_of_print: 'Out of print',
    out_of_stock_indefinitely: 'Out of stock indefinitely',
    forthcoming: 'Forthcoming',
    no_price: 'No price',
  } as Record<string, string>,
  coverHeading: 'Cover',
  coverHint: 'A JPEG, PNG or WebP image of at most 10 MB. The cover is shared by every store that sells the title.',
  uploadCover: 'Upload cover',
  coverRefused: 'The cover must be a JPEG, PNG or WebP image.',
  coverTooLarge: 'The cover is larger than 10 MB.',
  coverSaved: 'The new cover is on the storefront.',
  changeFailed: 'The change could not be saved.',
  viewOnStorefront: 'View on the storefront',
} as const;

/** Stable codes of the Catalogue and stock pages' failures. */
export const consoleCatalogueErrorCodes = {
  importNotFound: 'IMPORT_NOT_FOUND',
  locationNotFound: commonErrorCodes.locationNotFound,
  titleNotFound: 'TITLE_NOT_FOUND',
  coverRefused: 'COVER_REFUSED',
  coverTooLarge: 'COVER_TOO_LARGE',
} as const;
