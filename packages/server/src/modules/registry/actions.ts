import { commonErrorCodes, commonMessages, registryErrorCodes, registryMessages } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { toEisbn } from '../../lib/identifiers.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { RegistryActor, RegistryService } from './service.ts';

/** docs/features/gift-registries.md: without gift_registry_enabled every giftregistry/* action answers this. */
function actorOf(request: FastifyRequest): RegistryActor {
  if (!request.store.settings.gift_registry_enabled) {
    throw new NotFoundError(registryErrorCodes.notOffered, registryMessages.notOffered);
  }
  return { storeId: request.store.id, userId: request.session?.userId ?? null };
}

/** The action table refuses a guest before a customer action runs; this gives the handler the customer. */
function customerOf(request: FastifyRequest): RegistryActor & { userId: string } {
  const actor = actorOf(request);
  if (actor.userId === null) throw new UnauthorizedError(commonErrorCodes.loginRequired, commonMessages.loginRequired);
  return { ...actor, userId: actor.userId };
}

/** The giftregistry/* actions (docs/features/gift-registries.md#actions). */
export function registryHandlers(registries: RegistryService) {
  return {
    'giftregistry/getAll': async (request) => ({
      registries: await registries.getRegistries(customerOf(request), request.viewer, request.body.show_items ?? false),
    }),
    'giftregistry/get': async (request) => ({
      registry: await registries.getRegistry(actorOf(request), request.viewer, request.body.gift_registry_id),
    }),
    'giftregistry/create': async (request) => ({
      registry: await registries.createRegistry(customerOf(request), request.viewer, request.body),
      message: registryMessages.updated,
    }),
    'giftregistry/update': async (request) => {
      const { gift_registry_id: registryId, ...changes } = request.body;
      return {
        registry: await registries.updateRegistry(customerOf(request), request.viewer, registryId, changes),
        message: registryMessages.updated,
      };
    },
    'giftregistry/delete': async (request) => {
      await registries.deleteRegistry(customerOf(request), request.body.gift_registry_id);
      return { gift_registry_id: request.body.gift_registry_id, message: registryMessages.deleted };
    },
    'giftregistry/addItem': async (request) => ({
      registry: await registries.addItem(customerOf(request), request.viewer, {
        registryId: request.body.gift_registry_id,
        eisbn: toEisbn(request.body.eisbn),
        qty: request.body.qty,
      }),
      message: registryMessages.updated,
    }),
    'giftregistry/updateItem': async (request) => ({
      registry: await registries.updateItem(customerOf(request), request.viewer, {
        registryId: request.body.gift_registry_id,
        eisbn: toEisbn(request.body.eisbn),
        qty: request.body.qty,
      }),
      message: registryMessages.updated,
    }),
    'giftregistry/deleteItem': async (request) => ({
      registry: await registries.deleteItem(customerOf(request), request.viewer, {
        registryId: request.body.gift_registry_id,
        eisbn: toEisbn(request.body.eisbn),
      }),
      message: registryMessages.updated,
    }),
  } satisfies ModuleActionHandlers;
}
