import { nowSeconds } from '../../lib/time.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { EventsService } from './service.ts';

/** The event/* actions (docs/features/events.md#actions). */
export function eventHandlers(events: EventsService) {
  return {
    'event/getList': async (request) => ({
      events: await events.getList(request.store.id, {
        from: request.body.from,
        incrementViews: request.body.increment_views ?? false,
        now: nowSeconds(),
      }),
    }),
    'event/get': async (request) => ({
      event: await events.getEvent(request.viewer, request.body.event_id, {
        incrementViews: request.body.increment_views ?? false,
      }),
    }),
  } satisfies ModuleActionHandlers;
}
