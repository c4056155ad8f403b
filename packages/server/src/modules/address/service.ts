import {
  addressErrorCodes,
  addressMessages,
  createAddressInputSchema,
  modifyAddressInputSchema,
  withAddressRules,
  type Address,
  type CreateAddressInput,
  type ModifyAddressInput,
  type PlaceLookup,
} from '@bookfront/contract';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import { toFieldMessages } from '../../plugins/validator.ts';
import { toAddress } from './mapper.ts';
import type { AddressOwner, AddressRepository } from './repository.ts';

/** Runs `schema` and turns its issues into the standard field messages. */
function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldMessages(result.error.issues));
  return result.data;
}

const addressNotFound = () => new NotFoundError(addressErrorCodes.notFound, addressMessages.notFound);

/**
 * The customer's address book (docs/features/accounts.md#address-book). Once a customer has any address, exactly
 * one is preferred: the first one added, until another is chosen or it is removed.
 */
export function createAddressService({ repo, places }: { repo: AddressRepository; places: PlaceLookup }) {
  const createRules = withAddressRules(createAddressInputSchema, places);
  const modifyRules = withAddressRules(modifyAddressInputSchema, places);

  const listOf = async (owner: AddressOwner) => (await repo.findByUser(owner)).map(toAddress);

  const storedFields = (fields: z.output<typeof createRules>) => ({
    name: fields.name,
    companyName: fields.company_name,
    phoneNumber: fields.phone_number,
    phoneNumberExt: fields.phone_number_ext,
    emailAddress: fields.email_address ?? '',
    streetAddress: fields.street_address,
    streetAddress2: fields.street_address_2,
    city: fields.city,
    province: fields.province,
    country: fields.country,
    postalCode: fields.postal_code,
  });

  return {
    listAddresses: (storeId: string, userId: string): Promise<Address[]> => listOf({ storeId, userId }),

    async createAddress({ owner, input }: { owner: AddressOwner; input: CreateAddressInput }): Promise<Address[]> {
      const fields = parseOrThrow(createRules, input);
      const now = nowSeconds();
      await repo.transaction(async (trx) => {
        const isFirst = (await repo.findByUser(owner, trx)).length === 0;
        await repo.insert(
          {
            ...owner,
            id: newId(),
            ...storedFields(fields),
            preferred: isFirst ? 1 : 0,
            createdAt: now,
            updatedAt: now,
          },
          trx,
        );
      });
      return listOf(owner);
    },

    async modifyAddress({ owner, input }: { owner: AddressOwner; input: ModifyAddressInput }): Promise<Address[]> {
      const { address_id: addressId, ...fields } = parseOrThrow(modifyRules, input);
      const result = await repo.updateFields(owner, addressId, { ...storedFields(fields), updatedAt: nowSeconds() });
      if (result.numUpdatedRows === 0n) throw addressNotFound();
      return listOf(owner);
    },

    /** Removing the preferred address makes the oldest remaining one preferred. */
    async removeAddress({ owner, addressId }: { owner: AddressOwner; addressId: string }): Promise<Address[]> {
      await repo.transaction(async (trx) => {
        const address = await repo.findById(owner, addressId, trx);
        if (!address) throw addressNotFound();
        await repo.remove(owner, addressId, trx);
        if (address.preferred !== 1) return;
        const [next] = await repo.findByUser(owner, trx);
        if (next) await repo.updatePreferred(owner, next.id, trx);
      });
      return listOf(owner);
    },

    async setPreferredAddress({ owner, addressId }: { owner: AddressOwner; addressId: string }): Promise<Address[]> {
      await repo.transaction(async (trx) => {
        if (!(await repo.findById(owner, addressId, trx))) throw addressNotFound();
        await repo.updatePreferred(owner, addressId, trx);
      });
      return listOf(owner);
    },

    /** Account deletion takes the address book with it. */
    async removeAllForUser(storeId: string, userId: string): Promise<void> {
      await repo.removeByUser({ storeId, userId });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
