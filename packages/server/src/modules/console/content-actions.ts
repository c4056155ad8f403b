import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { staffOf } from './actions.ts';
import type { ConsoleEventsService } from './content-events-service.ts';

export type ConsoleContentDeps = { events: ConsoleEventsService };

/** The store console's content actions (docs/features/store-console.md#content); the action table names their roles. */
export function consoleContentHandlers({ events }: ConsoleContentDeps) {
  return {
    'console/events/list': async (request) => events.list(request.store.id),
    'console/events/create': async (request) => events.create(staffOf(request), request.body),
    'console/events/update': async (request) => {
      const { event_id: eventId, ...fields } = request.body;
      return events.update(staffOf(request), eventId, fields);
    },
    'console/events/delete': async (request) => events.remove(staffOf(request), request.body.event_id),
  } satisfies ModuleActionHandlers;
}
