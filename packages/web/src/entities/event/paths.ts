/** The events routes (docs/features/events.md#events-page), relative to the store's basename. */
export const eventPaths = {
  events: () => '/events',
  allEvents: (page = 1) => (page > 1 ? `/events?all=1&page=${page}` : '/events?all=1'),
  day: (dayKey: string) => `/events/${dayKey}`,
  event: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
  /**
   * docs/features/events.md#calendar-feed: the iCalendar feed (or one event's file), served by the
   * server rather than the app, so it carries the store's basename ('' or '/{basename}') itself.
   */
  calendarFeed: (basename: string, eventId?: string) =>
    `${basename}/events.ics${eventId === undefined ? '' : `?event_id=${encodeURIComponent(eventId)}`}`,
};
