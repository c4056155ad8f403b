/** Sentences of the events pages (docs/features/events.md#messages). */
export const eventMessages = {
  heading: 'Events',
  /** docs/features/events.md#events-page: the list shows 3 events, then this link. */
  viewAll: 'View all events',
  upcoming: 'Recent and upcoming events',
  /** Ours: no event from one month back onwards. */
  noEvents: 'There are no events coming up. Please check back soon.',
  /** Ours: a day of the calendar with no event. */
  noEventsOn: (day: string) => `There are no events on ${day}.`,
  eventsOn: (day: string) => `Events on ${day}`,
  /** Ours: event/get of an event the store does not have (or another store's). */
  notFound: 'We could not find that event.',
  /** Ours: event/getList with a `from` that is not a day written YYYYMMDD. */
  badDate: 'Give the date as YYYYMMDD, e.g. 20261201.',
  /** Ours: the page could not load the events. */
  error: 'There was an error loading the events.',
  backToEvents: 'All events',
  readMore: 'Read more',
  books: 'Books at this event',
  tickets: 'Tickets',
  place: 'Where',
  when: 'When',
  share: 'Share',
  shareOn: (site: string) => `Share on ${site}`,
  copyLink: 'Copy link',
  /** docs/features/events.md#sharing: the copy-link dialog's confirmation. */
  linkCopied: 'Link Copied!',
  /** Ours: the browser would not write to the clipboard; the link stays selected in the dialog. */
  copyByHand: 'Select the link and copy it.',
  addToCalendar: 'Add to calendar',
  subscribe: 'Subscribe to the calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  /** Ours: the accessible name of a calendar day with events. */
  dayWithEvents: (day: string, count: number) => `${day}, ${count} ${count === 1 ? 'event' : 'events'}`,
} as const;

/** Stable failure codes of events. They never change once shipped. */
export const eventErrorCodes = {
  notFound: 'EVENT_NOT_FOUND',
} as const;
