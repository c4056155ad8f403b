/** The events routes (docs/features/events.md#events-page), relative to the store's basename. */
export const eventPaths = {
  events: () => '/events',
  allEvents: (page = 1) => (page > 1 ? `/events?all=1&page=${page}` : '/events?all=1'),
  day: (dayKey: string) => `/events/${dayKey}`,
  event: (eventId: string) => `/events/${encodeURIComponent(eventId)}`,
};
