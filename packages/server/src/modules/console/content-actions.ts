import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import { staffOf } from './actions.ts';
import type { ConsoleBlocksService } from './content-blocks-service.ts';
import type { ConsoleEventsService } from './content-events-service.ts';
import type { ConsoleFeaturesService } from './content-features-service.ts';
import type { ConsoleGiftCardsService } from './content-giftcards-service.ts';
import type { ConsoleRegistriesService } from './content-registries-service.ts';
import type { ConsoleNavigationService } from './settings-navigation-service.ts';

export type ConsoleContentDeps = {
  blocks: ConsoleBlocksService;
  events: ConsoleEventsService;
  features: ConsoleFeaturesService;
  giftCards: ConsoleGiftCardsService;
  registries: ConsoleRegistriesService;
  /** New pages are entries of the store's menus, made by the navigation service. */
  navigation: Pick<ConsoleNavigationService, 'createPage'>;
};

/** The store console's content actions (docs/features/store-console.md#content); the action table names their roles. */
export function consoleContentHandlers({
  blocks,
  events,
  features,
  giftCards,
  registries,
  navigation,
}: ConsoleContentDeps) {
  return {
    'console/events/list': async (request) => events.list(request.store.id),
    'console/events/create': async (request) => events.create(staffOf(request), request.body),
    'console/events/update': async (request) => {
      const { event_id: eventId, ...fields } = request.body;
      return events.update(staffOf(request), eventId, fields);
    },
    'console/events/delete': async (request) => events.remove(staffOf(request), request.body.event_id),
    'console/blocks/pages': async (request) =>
      blocks.pages(request.store.id, [request.store.settings.site_navigation, request.store.settings.extra_navigation]),
    'console/pages/create': async (request) => navigation.createPage(staffOf(request), request.body),
    'console/blocks/list': async (request) => blocks.list(request.store.id, request.body.page_id),
    'console/blocks/create': async (request) => blocks.create(staffOf(request), request.body),
    'console/blocks/update': async (request) => {
      const { block_id: blockId, ...fields } = request.body;
      return blocks.update(staffOf(request), blockId, fields);
    },
    'console/blocks/move': async (request) =>
      blocks.move(staffOf(request), request.body.block_id, request.body.direction),
    'console/blocks/delete': async (request) => blocks.remove(staffOf(request), request.body.block_id),
    'console/features/list': async (request) => features.list(request.store.id),
    'console/features/create': async (request) => features.create(staffOf(request), request.body),
    'console/features/update': async (request) => {
      const { list_id: listId, ...fields } = request.body;
      return features.update(staffOf(request), listId, fields);
    },
    'console/features/delete': async (request) => features.remove(staffOf(request), request.body.list_id),
    'console/giftcards/issue': async (request) =>
      giftCards.issue(staffOf(request), request.store, {
        amountCents: request.body.amount_cents,
        email: request.body.email,
        baseUrl: storeBaseUrl(request),
      }),
    'console/giftcards/get': async (request) => giftCards.find(request.store.id, request.body.number),
    'console/giftcards/adjust': async (request) =>
      giftCards.adjust(staffOf(request), {
        number: request.body.number,
        amountCents: request.body.amount_cents,
        reason: request.body.reason,
      }),
    'console/registries/list': async (request) => registries.list(request.viewer),
    'console/registries/setItemQuantity': async (request) => {
      const { gift_registry_id: registryId, eisbn, qty } = request.body;
      return registries.setItemQuantity(staffOf(request), request.viewer, { registryId, eisbn, qty });
    },
    'console/registries/removeItem': async (request) => {
      const { gift_registry_id: registryId, eisbn } = request.body;
      return registries.removeItem(staffOf(request), request.viewer, { registryId, eisbn });
    },
    'console/registries/update': async (request) => {
      const { gift_registry_id: registryId, ...changes } = request.body;
      return registries.update(staffOf(request), request.viewer, { ...changes, registryId });
    },
  } satisfies ModuleActionHandlers;
}
