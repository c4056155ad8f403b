import type { ConsoleRegistryUpdateInput, GiftRegistry } from '@bookfront/contract';
import type { Kysely } from 'kysely';
import type { Database, GiftRegistryRow } from '../../db/schema.ts';
import type { Viewer } from '../catalog/viewer.ts';
import type { RegistryService } from '../registry/service.ts';
import { auditedChange, type ContentAudit } from './content-audit.ts';
import type { StaffIdentity } from './staff-service.ts';

/** What the audit log keeps of a registry: the fields the store may change. */
const audited = (row: GiftRegistryRow) => ({
  title: row.title,
  occasion: row.occasion,
  description: row.description,
  purchase_deadline: row.purchaseDeadline === null ? null : Number(row.purchaseDeadline),
});

/**
 * docs/features/store-console.md#registries: the registries whose owners let the store co-manage
 * them (docs/features/gift-registries.md#editor), changed through the registry service as the store, which never changes where
 * items ship; each change audited in its transaction. `registriesIn` makes that service on a
 * database or a transaction.
 */
export function createConsoleRegistriesService(deps: {
  db: Kysely<Database>;
  registries: Pick<RegistryService, 'storeEditableRegistries' | 'getRegistry'>;
  registriesIn: (db: Kysely<Database>) => Pick<RegistryService, 'changeRegistry' | 'changeItem'>;
  audit: ContentAudit;
}) {
  const asStore = (storeId: string) => ({ storeId, userId: null, asStore: true as const });
  /**
   * A change to one item through the registry service as the store, which refuses a registry its
   * owner keeps and a title it does not hold; audited with the quantity before and after (null once
   * off the registry).
   */
  async function itemChange(
    staff: StaffIdentity,
    viewer: Viewer,
    input: { registryId: string; eisbn: string; qty: number; action: string },
  ): Promise<{ registry: GiftRegistry }> {
    const { registryId, eisbn, qty, action } = input;
    await auditedChange(deps, staff, async (trx) => {
      const { before, after } = await deps
        .registriesIn(trx)
        .changeItem(asStore(staff.storeId), { registryId, eisbn, qty });
      return {
        action,
        subject: registryId,
        before: { eisbn, qty_requested: before },
        after: { eisbn, qty_requested: after },
        result: undefined,
      };
    });
    return { registry: await deps.registries.getRegistry(asStore(staff.storeId), viewer, registryId) };
  }

  return {
    async list(viewer: Viewer): Promise<{ registries: GiftRegistry[] }> {
      return { registries: await deps.registries.storeEditableRegistries(viewer.storeId, viewer) };
    },

    /** console/registries/setItemQuantity: from 1 (docs/features/gift-registries.md#editor). */
    setItemQuantity: (
      staff: StaffIdentity,
      viewer: Viewer,
      input: { registryId: string; eisbn: string; qty: number },
    ) => itemChange(staff, viewer, { ...input, action: 'registry.itemQuantity' }),

    /** console/registries/removeItem. */
    removeItem: (staff: StaffIdentity, viewer: Viewer, input: { registryId: string; eisbn: string }) =>
      itemChange(staff, viewer, { ...input, qty: 0, action: 'registry.removeItem' }),

    async update(
      staff: StaffIdentity,
      viewer: Viewer,
      input: Omit<ConsoleRegistryUpdateInput, 'gift_registry_id'> & { registryId: string },
    ): Promise<{ registry: GiftRegistry }> {
      const { registryId, ...changes } = input;
      await auditedChange(deps, staff, async (trx) => {
        const { before, after } = await deps
          .registriesIn(trx)
          .changeRegistry(asStore(staff.storeId), registryId, changes);
        return {
          action: 'registry.update',
          subject: registryId,
          before: audited(before),
          after: audited(after),
          result: undefined,
        };
      });
      return { registry: await deps.registries.getRegistry(asStore(staff.storeId), viewer, registryId) };
    },
  };
}
export type ConsoleRegistriesService = ReturnType<typeof createConsoleRegistriesService>;
