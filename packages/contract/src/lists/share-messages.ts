/**
 * Sentences of sharing a list, its spreadsheet and importing into it (docs/features/lists.md#sharing-a-list,
 * docs/features/lists.md#importing-titles), in a module of their own so pages that show none of them do not carry them.
 */
export const listShareMessages = {
  /** Ours: a share link whose list was deleted, or a made-up one. */
  sharedNotFound: 'This list is no longer shared, or the link is wrong.',
  share: 'Share',
  shareList: (name: string) => `Share ${name}`,
  shareExplained: 'Anyone with this link can see the list, without your name or email. They cannot change it.',
  shareLink: 'Link to the list',
  copyLink: 'Copy link',
  copied: 'Copied',
  /** Ours: withdrawing the link; a new one can be made afterwards. */
  stopSharing: 'Stop sharing',
  stoppedSharing: 'The old link no longer opens the list.',
  /** Ours: the shared page's line under its heading. */
  sharedBy: (storeName: string) => `A reading list shared from ${storeName}`,
  downloadExcel: 'Download spreadsheet',
  /** The spreadsheet's column headings (docs/features/lists.md#spreadsheet). */
  columns: {
    title: 'Title',
    authors: 'Authors',
    isbn: 'ISBN',
    format: 'Format',
    price: 'Price',
    availability: 'Availability',
  },

  /** docs/features/lists.md#importing-titles: import failures and the preview with no row to import. */
  importFailed: 'Import failed',
  importError: 'There was an error processing the file.',
  importNothing: 'No rows can be processed. Try another file.',
  import: 'Import',
  importInto: (name: string) => `Import titles into ${name}`,
  importExplained:
    "Upload a .txt, .csv, .xls, .xlsx, .html or .pdf file with an 'isbn' column, a Goodreads or StoryGraph library export, or paste ISBNs separated by commas.",
  importFile: 'File',
  pasteIsbns: 'Or paste ISBNs',
  preview: 'Preview',
  tryAnotherFile: 'Try another file',
  confirmImport: (count: number, name: string) => `Import ${count} ${count === 1 ? 'title' : 'titles'} into ${name}?`,
  importConfirm: 'Import',
  rowImported: 'Will be imported',
  rowNotImported: 'Will not be imported',
  /** Ours: an import with neither a file nor pasted ISBNs. */
  importNeedsFile: 'Choose a file or paste ISBNs separated by commas.',
  /** Ours: a spreadsheet without the column the spec asks for. */
  importHeaderMissing: "The file needs a column headed 'isbn'.",
  /** Ours: why a row of the preview fails. */
  importIsbnMissing: 'No ISBN on this row.',
  importIsbnInvalid: 'Not a valid ISBN.',
  importTitleNotFound: 'Not in our catalogue.',
  importRepeated: 'Already earlier in the file.',
  importTooManyRows: (max: number) => `A file can name at most ${max} titles. Split it and import each part.`,
  /** Ours: the toast after importing. */
  imported: (count: number, name: string) =>
    count === 0
      ? `Every title was already on ${name}.`
      : `Imported ${count} ${count === 1 ? 'title' : 'titles'} into ${name}.`,
} as const;

/** Stable failure codes of sharing and importing. They never change once shipped. */
export const listShareErrorCodes = {
  sharedNotFound: 'SHARED_LIST_NOT_FOUND',
  importNeedsFile: 'IMPORT_NEEDS_FILE',
  importHeaderMissing: 'IMPORT_HEADER_MISSING',
  importTooManyRows: 'IMPORT_TOO_MANY_ROWS',
} as const;
