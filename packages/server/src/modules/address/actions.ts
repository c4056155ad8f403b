import type { Address, AddressesResult, StoreSettings } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { requireCustomerId } from '../../plugins/session.ts';
import type { AddressService } from './service.ts';

/** The logged-in customer's own address book: the only one an action can read or change. */
const ownerOf = (request: FastifyRequest) => ({ storeId: request.store.id, userId: requireCustomerId(request) });

/** Where the store can send an order; checkout knows (its shipping providers and local delivery area). */
export type ShipsTo = (settings: StoreSettings, address: Address) => boolean;

/** address/getList, create, modify, delete and setPreferred (docs/api/README.md). */
export function addressHandlers(addresses: AddressService, shipsTo: ShipsTo) {
  /** The answer with can_ship_to filled in for this store. */
  const withShipping = (request: FastifyRequest, list: Address[]): AddressesResult => ({
    addresses: list.map((address) => ({ ...address, can_ship_to: shipsTo(request.store.settings, address) })),
  });

  return {
    // The address book page reads the list itself rather than through the whole user.
    'address/getList': async (request) => {
      const owner = ownerOf(request);
      return withShipping(request, await addresses.listAddresses(owner.storeId, owner.userId));
    },
    'address/create': async (request) =>
      withShipping(request, await addresses.createAddress({ owner: ownerOf(request), input: request.body })),
    'address/modify': async (request) =>
      withShipping(request, await addresses.modifyAddress({ owner: ownerOf(request), input: request.body })),
    'address/delete': async (request) =>
      withShipping(
        request,
        await addresses.removeAddress({ owner: ownerOf(request), addressId: request.body.address_id }),
      ),
    'address/setPreferred': async (request) =>
      withShipping(
        request,
        await addresses.setPreferredAddress({ owner: ownerOf(request), addressId: request.body.address_id }),
      ),
  } satisfies ModuleActionHandlers;
}
