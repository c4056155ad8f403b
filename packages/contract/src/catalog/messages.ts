/** Sentences of browse and item pages (docs/features/browse-and-search.md#messages). */
export const catalogMessages = {
  itemNotFound: 'No Results',
  noOtherEditions: "We're sorry! We couldn't find other editions of this title.",
  audiobookProblem: 'There was a problem. We were unable to process this request. Please try again later.',
  noAudiobooks: 'No audiobooks found.',
  contactStore: 'Contact store for availability',
  preOrder: 'Pre-order',
  addToCart: 'Add to cart',
  invalidIsbn: 'Enter a valid ISBN.',
  malformedFilter: 'That search could not be read. Please try a new search.',
  unknownFilterValue: 'This filter has a value we do not know.',
  urlRefused: 'That address cannot be searched.',
  urlFailed: 'We could not read that page. Please check the address and try again.',
  fileTooLarge: 'File is too large. (Max size is 50MB)',
  fileTypeRefused: 'Please upload a .txt, .csv, .html, .xls, .xlsx or .pdf file.',
  fileUnreadable: 'We could not read that file. Please check that it opens, then try again.',
  noIsbnsFound: 'No ISBNs were found.',
  urlSearchHelp: 'Enter the address of a web page that lists books, and we will show the titles it names by ISBN.',
  fileSearchHelp:
    'Upload a list of books (.txt, .csv, .html, .xls, .xlsx or .pdf, at most 50MB), and we will show the titles it names by ISBN.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  readingFile: 'Reading the file…',
  titlesFound: (count: number) => (count === 1 ? '1 title found' : `${count} titles found`),
  /** Before the corrected search, a link; a question mark follows it. */
  didYouMean: 'Did you mean',
  searchHelp: [
    'Check the spelling of your search words.',
    'Put ! before a word to find that exact word, e.g. !run.',
    'Try shorter or fewer words.',
    'Try another kind of search: title, author, ISBN, series, publisher or subject.',
  ],
} as const;

/** The availability message and sub-message of a title at the shopper's location (docs/features/item-page.md#availability). */
export const availabilityMessages = {
  inStock: 'In stock',
  onOrder: 'On order',
  atOtherLocation: 'In stock at another location',
  availableToOrder: 'Available to order',
  notAvailable: 'Not currently available',
  comingSoon: 'Coming soon',
  outOfPrint: 'Out of print',
  outOfStockIndefinitely: 'Out of stock indefinitely',
  contactStore: 'Contact store for availability',
  shipsIn: 'Usually ships in 3–7 days',
  arrivingSoon: 'Arriving soon',
  inStockAt: (location: string) => `At ${location}`,
  availableAt: (location: string) => `Available at ${location}`,
  releases: (date: string) => `Releases ${date}`,
} as const;

/** Related-item groups of the item page (title/getRelatedItems). */
export const relatedGroupLabels = {
  moreByAuthor: (author: string) => `More by ${author}`,
  moreByAuthorTooltip: (author: string) => `Other titles by ${author}`,
  moreInSeries: 'More in this series',
  moreInSeriesTooltip: (series: string) => `Other titles in the series ${series}`,
  moreInSubject: (subject: string) => `More in ${subject}`,
  moreInSubjectTooltip: (subject: string) => `Popular titles in ${subject}`,
} as const;

/** Stable failure codes of browse, search, title look-ups and audiobooks. They never change once shipped. */
export const catalogErrorCodes = {
  itemNotFound: 'ITEM_NOT_FOUND',
  malformedFilter: 'MALFORMED_FILTER',
  urlRefused: 'URL_REFUSED',
  urlFailed: 'URL_FAILED',
  fileTypeRefused: 'FILE_TYPE_REFUSED',
  fileUnreadable: 'FILE_UNREADABLE',
  audiobookLookupFailed: 'AUDIOBOOK_LOOKUP_FAILED',
} as const;
