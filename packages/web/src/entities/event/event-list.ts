import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { eventActionTable } from '@bookfront/contract';
import { actionClient } from '../../lib/api-client.ts';

export const eventKeys = {
  all: ['events'] as const,
  list: (from: string) => ['events', 'list', from] as const,
  event: (eventId: string) => ['events', 'event', eventId] as const,
};

export const eventApi = actionClient(eventActionTable);

/** event/getList from the day `from` (YYYYMMDD); the events page's own list counts views (docs/features/events.md#actions). */
export function useEventList(from: string, options: { countViews?: boolean } = {}) {
  return useQuery({
    queryKey: eventKeys.list(from),
    queryFn: () =>
      eventApi.event
        .getList({ from, ...(options.countViews ? { increment_views: true } : {}) })
        .then((result) => result.events),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
