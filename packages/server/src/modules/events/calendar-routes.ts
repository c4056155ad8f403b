import { commonErrorCodes, commonMessages } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { nowSeconds } from '../../lib/time.ts';
import { storeBase } from '../seo/service.ts';
import type { StoreService } from '../store/service.ts';
import { eventsCalendar } from './calendar-feed.ts';
import type { EventsService } from './service.ts';

type FeedRequest = FastifyRequest<{ Params: { basename?: string }; Querystring: { event_id?: unknown } }>;

/** Calendar apps check a subscribed feed now and then; an hour keeps it fresh enough. */
const feedCache = 'public, max-age=3600';

/**
 * GET /events.ics (and under a store's basename): the store's events from one month back as an
 * iCalendar feed; with ?event_id=… the one event, for Add to calendar (docs/features/events.md#calendar-feed).
 */
export function registerEventCalendarRoutes(
  app: FastifyInstance,
  services: { events: EventsService; stores: Pick<StoreService, 'resolveStore'> },
): void {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: commonMessages.notFound, code: commonErrorCodes.notFound });

  const sendFeed = async (request: FeedRequest, reply: FastifyReply) => {
    const basename = request.params.basename?.toLowerCase();
    const hostname = request.hostname.toLowerCase();
    const store = await services.stores.resolveStore({ hostname, basename }).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!store || (basename !== undefined && store.basename !== basename)) return notFound(reply);
    // A private site shows its events to its own customers only, never to a calendar app.
    if (store.settings.is_private || store.settings.is_exclusive) return notFound(reply);
    const eventId = request.query.event_id;
    let events;
    if (eventId === undefined) {
      events = await services.events.getList(store.id, { from: undefined, incrementViews: false, now: nowSeconds() });
    } else {
      if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 64) return notFound(reply);
      const event = await services.events.findEvent(store.id, eventId);
      if (!event) return notFound(reply);
      events = [event];
    }
    const ics = eventsCalendar({
      storeName: store.name,
      base: storeBase(store, `${request.protocol}://${request.host}`, basename !== undefined),
      hostname,
      events,
    });
    const filename = eventId === undefined ? 'events.ics' : 'event.ics';
    return reply
      .header('cache-control', feedCache)
      .header('content-disposition', `inline; filename="${filename}"`)
      .type('text/calendar; charset=utf-8')
      .send(ics);
  };

  app.get('/events.ics', sendFeed);
  app.get('/:basename/events.ics', sendFeed);
}
