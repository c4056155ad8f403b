import { commonMessages } from '../common/messages.ts';

/**
 * Sentences of a list's PDF and its progress page (docs/features/lists.md#pdf), in a module of their own
 * so pages that show none of them do not carry them.
 */
export const reportMessages = {
  loginRequired: commonMessages.loginRequired,
  downloadPdf: 'Download PDF',
  /** The layout chooser. */
  chooseLayout: 'Choose a layout',
  makePdf: 'Make PDF',
  cancel: 'Cancel',
  layouts: {
    catalogue: 'Catalogue page with covers',
    checklist: 'Compact checklist',
  },
  /** The /pdf/{id} page (docs/features/lists.md#pdf "Report progress"). */
  heading: 'Your PDF',
  waiting: 'Waiting',
  converting: 'Converting',
  secondsRemaining: (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'} remaining`,
  ready: 'Your PDF is ready.',
  download: 'Download',
  progressLabel: 'PDF progress',
  backToLists: 'Back to my lists',
  /** Ours: a guest (or an ended session) on the page is asked to log in and comes back to it. */
  logIn: 'Log in',
  /** Ours: a report that failed, so the page stops waiting. */
  failed: 'We could not make this PDF. Go back to the list and try again.',
  /** Ours: an id that names no report of the customer's, or one past its expiry. */
  notFound: 'We could not find that report. It may have expired.',
  /** Ours: report/get before the file is made. */
  notReady: 'The report is not ready yet.',
  /** Ours: a layout the store does not offer. */
  layoutUnknown: 'Choose one of the layouts offered.',
  /** Ours: a list without titles has nothing to print. */
  listEmpty: 'There are no titles on this list to put in a PDF.',
  /** The PDF's own words. */
  pdf: {
    titlesCount: (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`,
    printedOn: (date: string) => `Printed ${date}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    by: (authors: string) => `by ${authors}`,
    isbn: 'ISBN',
    format: 'Format',
    price: 'Price',
    availability: 'Availability',
    title: 'Title',
    authors: 'Authors',
  },
} as const;

/** Stable failure codes of reports. They never change once shipped. */
export const reportErrorCodes = {
  notFound: 'REPORT_NOT_FOUND',
  notReady: 'REPORT_NOT_READY',
  layoutUnknown: 'REPORT_LAYOUT_UNKNOWN',
  listEmpty: 'REPORT_LIST_EMPTY',
} as const;
