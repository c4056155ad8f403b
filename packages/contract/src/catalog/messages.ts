/** Sentences of browse and item pages (spec 1 §8). */
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
  urlRefused: 'That address cannot be searched.',
  urlFailed: 'We could not read that page. Please check the address and try again.',
  fileTooLarge: 'File is too large. (Max size is 50MB)',
  fileTypeRefused: 'Please upload a .txt, .csv, .html, .xls, .xlsx or .pdf file.',
  noIsbnsFound: 'No ISBNs were found.',
  searchHelp: [
    'Check the spelling of your search words.',
    'Put ! before a word to find that exact word, e.g. !run.',
    'Try shorter or fewer words.',
    'Try another kind of search: title, author, ISBN, series, publisher or subject.',
  ],
} as const;
