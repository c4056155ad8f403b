import {
  type Address,
  type AddressesResult,
  type StoreSettings,
  addressesResultSchema,
  addressIdInputSchema,
  createAddressInputSchema,
  failureSchema,
  modifyAddressInputSchema,
} from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../plugins/action-body.ts';
import { requireCustomerId } from '../../plugins/session.ts';
import type { AddressService } from './service.ts';

const answers = { 200: addressesResultSchema, 400: failureSchema, 401: failureSchema, 404: failureSchema };

/** The logged-in customer's own address book: the only one an action can read or change. */
const ownerOf = (request: FastifyRequest) => ({ storeId: request.store.id, userId: requireCustomerId(request) });

/** Where the store can send an order; checkout knows (its shipping providers and local delivery area). */
export type ShipsTo = (settings: StoreSettings, address: Address) => boolean;

export function addressActions(addresses: AddressService, shipsTo: ShipsTo): FastifyPluginAsyncZod {
  /** The answer with can_ship_to filled in for this store. */
  const withShipping = (request: FastifyRequest, list: Address[]): AddressesResult => ({
    addresses: list.map((address) => ({ ...address, can_ship_to: shipsTo(request.store.settings, address) })),
  });

  return async (app) => {
    // Ours: the address book page reads the list itself rather than through the whole user.
    app.post('/address/getList', { schema: { body: actionBody(z.object({})), response: answers } }, async (request) => {
      const owner = ownerOf(request);
      return withShipping(request, await addresses.listAddresses(owner.storeId, owner.userId));
    });

    app.post(
      '/address/create',
      { schema: { body: actionBody(createAddressInputSchema), response: answers } },
      async (request) =>
        withShipping(request, await addresses.createAddress({ owner: ownerOf(request), input: request.body })),
    );

    app.post(
      '/address/modify',
      { schema: { body: actionBody(modifyAddressInputSchema), response: answers } },
      async (request) =>
        withShipping(request, await addresses.modifyAddress({ owner: ownerOf(request), input: request.body })),
    );

    app.post(
      '/address/delete',
      { schema: { body: actionBody(addressIdInputSchema), response: answers } },
      async (request) =>
        withShipping(
          request,
          await addresses.removeAddress({ owner: ownerOf(request), addressId: request.body.address_id }),
        ),
    );

    app.post(
      '/address/setPreferred',
      { schema: { body: actionBody(addressIdInputSchema), response: answers } },
      async (request) =>
        withShipping(
          request,
          await addresses.setPreferredAddress({ owner: ownerOf(request), addressId: request.body.address_id }),
        ),
    );
  };
}
