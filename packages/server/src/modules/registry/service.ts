import {
  registryErrorCodes,
  registryLimits,
  registryMessages,
  type Address,
  type CreateRegistryValues,
  type GiftRegistry,
  type RegistryOccasion,
  type User,
} from '@bookfront/contract';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { TitleService } from '../catalog/title-service.ts';
import type { Transaction } from 'kysely';
import type { Database, GiftRegistryRow } from '../../db/schema.ts';
import { endOfDay } from './dates.ts';
import { toGiftRegistry, toRegistryItem } from './mapper.ts';
import { recordRegistryPurchases, type RegistryChanges, type RegistryRepository } from './repository.ts';
import type { CartRegistry } from '../cart/pricing.ts';

/** A buyer's alt_addresses entry: a registry's shipping address. */
export type RegistryShippingAddress = User['alt_addresses'][number];

/**
 * A registry's shipping address a buyer may send their gifts to, whole: only the store's staff see
 * all of it; the buyer sees the owner's name and the city and region.
 */
export type RegistryShipTo = { giftRegistryId: string; registryTitle: string; ownerName: string; address: Address };

/** Who asks: a customer (the owner may change their registry), or the store co-managing one that allows it. */
export type RegistryActor = { storeId: string; userId: string | null; asStore?: true };

export type RegistryChangesInput = Partial<{
  title: string;
  occasion: RegistryOccasion;
  description: string;
  purchase_deadline: string;
  shipping_id: string;
  shipping_encouraged: boolean;
  store_can_edit: boolean;
}>;

export type RegistryDeps = {
  repo: RegistryRepository;
  titles: Pick<TitleService, 'summaries' | 'shownSummaries'>;
  /** A customer's name as a registry shows it. */
  ownerName: (storeId: string, userId: string) => Promise<string>;
  /** The owner's address book, where a registry's shipping address comes from. */
  addressBook: { listAddresses(storeId: string, userId: string): Promise<Address[]> };
};

const notFound = () => new NotFoundError(registryErrorCodes.notFound, registryMessages.notFound);
const notYours = () => new ForbiddenError(registryErrorCodes.notYours, registryMessages.notYours);

/** docs/features/gift-registries.md: registries, their items, and who may change them. */
export function createRegistryService({ repo, titles, ownerName, addressBook }: RegistryDeps) {
  async function found(storeId: string, registryId: string): Promise<GiftRegistryRow> {
    const row = await repo.findById(storeId, registryId);
    if (!row) throw notFound();
    return row;
  }

  /** The registry, if `actor` may change it: its owner, or the store when the owner allows it. */
  async function editable(actor: RegistryActor, registryId: string): Promise<GiftRegistryRow> {
    const row = await found(actor.storeId, registryId);
    const isOwner = actor.userId !== null && row.userId === actor.userId;
    const isStore = actor.asStore === true && row.storeCanEdit === 1;
    if (!isOwner && !isStore) throw notYours();
    return row;
  }

  function deadlineOf(day: string | undefined, now: number): number | null | undefined {
    if (day === undefined) return undefined;
    if (day === '') return null;
    const deadline = endOfDay(day);
    if (deadline < now) {
      throw new BadRequestError(registryErrorCodes.deadlinePast, registryMessages.deadlinePast, {
        purchase_deadline: registryMessages.deadlinePast,
      });
    }
    return deadline;
  }

  async function shippingIdOf(storeId: string, userId: string, shippingId: string | undefined) {
    if (shippingId === undefined) return undefined;
    if (shippingId === '') return null;
    const addresses = await addressBook.listAddresses(storeId, userId);
    if (!addresses.some((address) => address.address_id === shippingId)) {
      throw new BadRequestError(registryErrorCodes.shippingAddressNotFound, registryMessages.shippingAddressNotFound, {
        shipping_id: registryMessages.shippingAddressNotFound,
      });
    }
    return shippingId;
  }

  /** Registries as the viewer sees them, with every item or a card's first six. */
  async function describe(
    actor: RegistryActor,
    viewer: Viewer,
    rows: GiftRegistryRow[],
    showItems: boolean,
  ): Promise<GiftRegistry[]> {
    const items = await repo.itemsOf(
      actor.storeId,
      rows.map((row) => row.id),
    );
    const shown = (registryId: string) => {
      const all = items.filter((item) => item.giftRegistryId === registryId);
      return { all, shown: showItems ? all : all.slice(0, registryLimits.thumbnailsMax) };
    };
    const eisbns = [...new Set(rows.flatMap((row) => shown(row.id).shown.map((item) => item.eisbn)))];
    const summaries = eisbns.length === 0 ? [] : await titles.summaries(viewer, eisbns);
    const byEisbn = new Map(summaries.map((summary) => [summary.eisbn, summary]));
    const names = new Map<string, string>();
    for (const userId of new Set(rows.map((row) => row.userId))) {
      names.set(userId, await ownerName(actor.storeId, userId));
    }
    return rows.map((row) => {
      const { all, shown: visible } = shown(row.id);
      return toGiftRegistry(row, {
        ownerName: names.get(row.userId) ?? '',
        isYou: actor.userId !== null && row.userId === actor.userId,
        items: visible.map((item) => toRegistryItem(item, byEisbn.get(item.eisbn))),
        allItems: all,
      });
    });
  }

  /** These registries (a cart's), in one read, in the order asked. */
  async function rowsOf(storeId: string, registryIds: readonly string[]): Promise<GiftRegistryRow[]> {
    const rows = await repo.findByIds(storeId, registryIds);
    const position = (id: string) => registryIds.indexOf(id);
    return rows.toSorted((a, b) => position(a.id) - position(b.id));
  }

  /** The shipping addresses of these registries whose owners ask buyers to ship to them, whole. */
  async function shipTosOf(storeId: string, registryIds: readonly string[]): Promise<RegistryShipTo[]> {
    const found: RegistryShipTo[] = [];
    for (const row of await rowsOf(storeId, registryIds)) {
      if (row.shippingEncouraged !== 1 || row.shippingId === null) continue;
      const address = (await addressBook.listAddresses(storeId, row.userId)).find(
        (candidate) => candidate.address_id === row.shippingId,
      );
      if (!address) continue;
      found.push({
        giftRegistryId: row.id,
        registryTitle: row.title,
        ownerName: await ownerName(storeId, row.userId),
        address,
      });
    }
    return found;
  }

  async function describeOne(actor: RegistryActor, viewer: Viewer, registryId: string): Promise<GiftRegistry> {
    const [registry] = await describe(actor, viewer, [await found(actor.storeId, registryId)], true);
    if (!registry) throw notFound();
    return registry;
  }

  /**
   * Changes a registry as giftregistry/update does, answering its row before and after: the owner
   * changes any field; the store co-manager all but the shipping address. Made on a transaction,
   * it writes inside it (the store console audits the change there).
   */
  async function changeRegistry(
    actor: RegistryActor,
    registryId: string,
    input: RegistryChangesInput,
  ): Promise<{ before: GiftRegistryRow; after: GiftRegistryRow }> {
    const row = await editable(actor, registryId);
    const isOwner = row.userId === actor.userId;
    if (!isOwner && (input.shipping_id !== undefined || input.shipping_encouraged !== undefined)) {
      throw new ForbiddenError(registryErrorCodes.storeKeepsShipping, registryMessages.storeKeepsShipping);
    }
    if (!isOwner && input.store_can_edit !== undefined) throw notYours();
    const now = nowSeconds();
    const deadline = deadlineOf(input.purchase_deadline, now);
    const shippingId = await shippingIdOf(actor.storeId, row.userId, input.shipping_id);
    const changes: RegistryChanges = {
      updatedAt: now,
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.occasion === undefined ? {} : { occasion: input.occasion }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(deadline === undefined ? {} : { purchaseDeadline: deadline }),
      ...(shippingId === undefined ? {} : { shippingId }),
      ...(input.shipping_encouraged === undefined ? {} : { shippingEncouraged: input.shipping_encouraged ? 1 : 0 }),
      ...(input.store_can_edit === undefined ? {} : { storeCanEdit: input.store_can_edit ? 1 : 0 }),
    };
    await repo.update(actor.storeId, row.id, changes);
    return { before: row, after: await found(actor.storeId, row.id) };
  }

  /**
   * Sets the quantity a registry asks for of one of its titles (0 takes it off), if `actor` may
   * change it; answers the quantity before and after (null once off). Made on a transaction, it
   * writes inside it (the store console audits the change there).
   */
  async function changeItem(
    actor: RegistryActor,
    input: { registryId: string; eisbn: string; qty: number },
  ): Promise<{ before: number; after: number | null }> {
    const row = await editable(actor, input.registryId);
    const item = await repo.findItem(actor.storeId, row.id, input.eisbn);
    if (!item) throw new NotFoundError(registryErrorCodes.itemNotFound, registryMessages.itemNotFound);
    const change = { storeId: actor.storeId, registryId: row.id, eisbn: input.eisbn, now: nowSeconds() };
    if (input.qty === 0) await repo.removeItem(change);
    else await repo.setItemQuantity({ ...change, qty: input.qty });
    return { before: Number(item.qtyRequested), after: input.qty === 0 ? null : input.qty };
  }

  return {
    /**
     * Counts an order's lines bought for a registry, in the order's own transaction (atomic
     * increments, so two buyers at once both count); a cancelled order's lines, with `sign` -1, take them back.
     */
    recordPurchases: (
      trx: Transaction<Database>,
      storeId: string,
      lines: readonly { giftRegistryId?: string | null; eisbn: string; quantity: number; isGiftcard?: number }[],
      sign: 1 | -1 = 1,
    ) =>
      recordRegistryPurchases(
        trx,
        storeId,
        lines.flatMap((line) =>
          line.giftRegistryId && !line.isGiftcard
            ? [{ giftRegistryId: line.giftRegistryId, eisbn: line.eisbn, quantity: sign * line.quantity }]
            : [],
        ),
      ),

    /** What a cart shows of the registries its lines buy for (docs/features/gift-registries.md#in-the-cart). */
    async cartRegistriesOf(storeId: string, registryIds: string[]): Promise<ReadonlyMap<string, CartRegistry>> {
      const rows = await rowsOf(storeId, registryIds);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            occasion: row.occasion,
            name: row.title,
            wantsShipping: row.shippingEncouraged === 1 && row.shippingId !== null,
          },
        ]),
      );
    },

    /**
     * The buyer's alt_addresses: the shipping addresses of these registries whose owners ask buyers
     * to ship to them (docs/features/gift-registries.md#shipping-at-checkout), each named by its
     * registry and owner, and shown by its city and region only.
     */
    async shippingAddressesFor(storeId: string, registryIds: string[]): Promise<RegistryShippingAddress[]> {
      return (await shipTosOf(storeId, registryIds)).map((shipTo) => ({
        address_id: shipTo.address.address_id,
        gift_registry_name: shipTo.registryTitle,
        street_address: [shipTo.address.city, shipTo.address.province].filter(Boolean).join(', '),
        shipping_encouraged: true,
        owner_name: shipTo.ownerName,
      }));
    },

    /**
     * The registry among `registryIds` (those a cart buys for) whose owner asks buyers to ship to
     * `addressId`, with the whole address; null for any other address, so a buyer can never ship
     * to a registry their cart does not buy for.
     */
    async registryShipTo(storeId: string, registryIds: string[], addressId: string): Promise<RegistryShipTo | null> {
      const shipTos = await shipTosOf(storeId, registryIds);
      return shipTos.find((shipTo) => shipTo.address.address_id === addressId) ?? null;
    },

    /** giftregistry/getAll: the customer's registries, newest first. */
    async getRegistries(actor: RegistryActor, viewer: Viewer, showItems: boolean): Promise<GiftRegistry[]> {
      if (actor.userId === null) return [];
      return describe(actor, viewer, await repo.findByOwner(actor.storeId, actor.userId), showItems);
    },

    /** giftregistry/get: anyone may view a registry. */
    getRegistry: describeOne,

    /** giftregistry/create, for the customer who asks. */
    async createRegistry(
      actor: RegistryActor & { userId: string },
      viewer: Viewer,
      input: CreateRegistryValues,
    ): Promise<GiftRegistry> {
      const now = nowSeconds();
      const deadline = deadlineOf(input.purchase_deadline, now) ?? null;
      const shippingId = (await shippingIdOf(actor.storeId, actor.userId, input.shipping_id)) ?? null;
      const id = newId();
      await repo.insert({
        storeId: actor.storeId,
        id,
        userId: actor.userId,
        title: input.title,
        occasion: input.occasion,
        description: input.description,
        purchaseDeadline: deadline,
        shippingId,
        shippingEncouraged: input.shipping_encouraged ? 1 : 0,
        storeCanEdit: input.store_can_edit ? 1 : 0,
        now,
      });
      return describeOne(actor, viewer, id);
    },

    changeRegistry,
    changeItem,

    /** giftregistry/update: changeRegistry, answering the registry as the actor sees it. */
    async updateRegistry(
      actor: RegistryActor,
      viewer: Viewer,
      registryId: string,
      input: RegistryChangesInput,
    ): Promise<GiftRegistry> {
      await changeRegistry(actor, registryId, input);
      return describeOne(actor, viewer, registryId);
    },

    /** The registries whose owners let the store change them (the store console's co-managing), each with its items. */
    async storeEditableRegistries(storeId: string, viewer: Viewer): Promise<GiftRegistry[]> {
      const actor = { storeId, userId: null, asStore: true as const };
      return describe(actor, viewer, await repo.findStoreEditable(storeId), true);
    },

    /** giftregistry/delete: the owner only. */
    async deleteRegistry(actor: RegistryActor, registryId: string): Promise<void> {
      const row = await found(actor.storeId, registryId);
      if (actor.userId === null || row.userId !== actor.userId) throw notYours();
      await repo.remove(actor.storeId, row.id);
    },

    /** giftregistry/addItem: a catalogue title, or qty more of one the registry holds. */
    async addItem(
      actor: RegistryActor,
      viewer: Viewer,
      input: { registryId: string; eisbn: string; qty: number },
    ): Promise<GiftRegistry> {
      const row = await editable(actor, input.registryId);
      // A title the store hides from its storefront is added as one the catalogue lacks.
      const [summary] = await titles.shownSummaries(viewer, [input.eisbn]);
      if (!summary) throw new NotFoundError(registryErrorCodes.titleNotFound, registryMessages.titleNotFound);
      await repo.addItem({
        storeId: actor.storeId,
        registryId: row.id,
        eisbn: input.eisbn,
        qty: input.qty,
        now: nowSeconds(),
      });
      return describeOne(actor, viewer, row.id);
    },

    /** giftregistry/updateItem: sets the requested quantity; 0 takes the title off (docs/features/gift-registries.md#quantity). */
    async updateItem(
      actor: RegistryActor,
      viewer: Viewer,
      input: { registryId: string; eisbn: string; qty: number },
    ): Promise<GiftRegistry> {
      await changeItem(actor, input);
      return describeOne(actor, viewer, input.registryId);
    },

    /** giftregistry/deleteItem. */
    async deleteItem(
      actor: RegistryActor,
      viewer: Viewer,
      input: { registryId: string; eisbn: string },
    ): Promise<GiftRegistry> {
      await changeItem(actor, { ...input, qty: 0 });
      return describeOne(actor, viewer, input.registryId);
    },
  };
}
export type RegistryService = ReturnType<typeof createRegistryService>;
