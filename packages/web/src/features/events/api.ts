import { useQuery } from '@tanstack/react-query';
import { eventApi, eventKeys } from '../../entities/event/event-list.ts';

/** event/get, counting one view of the event's page. */
export function useStoreEvent(eventId: string) {
  return useQuery({
    queryKey: eventKeys.event(eventId),
    queryFn: () => eventApi.event.get({ event_id: eventId, increment_views: true }).then((result) => result.event),
    retry: false,
  });
}
