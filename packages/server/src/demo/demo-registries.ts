import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomToken } from '../lib/ids.ts';
import { createAccountAdminService } from '../modules/account/admin-service.ts';
import { createAccountRepository } from '../modules/account/repository.ts';
import { dayOf, endOfDay } from '../modules/registry/dates.ts';
import { createRegistryRepository, recordRegistryPurchases } from '../modules/registry/repository.ts';

/**
 * The demo store's gift registries (docs/features/gift-registries.md#demo-registries), owned by a demo
 * customer nobody can log in as (a random password), so the registry pages and buying from a
 * registry can be tried from their links.
 */
export const demoRegistryOwner = { email: 'maya.okafor@example.com', firstName: 'Maya', lastName: 'Okafor' };

type DemoRegistry = {
  id: string;
  title: string;
  occasion: string;
  description: string;
  /** Days from today to the deadline, or null for none. */
  deadlineInDays: number | null;
  shippingEncouraged: boolean;
  /** eisbn, how many are asked for, how many are already bought. */
  items: [string, number, number][];
};

export const demoRegistries: DemoRegistry[] = [
  {
    id: 'okafor-baby',
    title: 'Baby Okafor’s First Library',
    occasion: 'Baby',
    description:
      'We are building a shelf of picture books for our little one, due this spring. Board books and read-alouds we loved as kids are very welcome. Thank you!',
    deadlineInDays: 45,
    shippingEncouraged: true,
    items: [
      ['9780099408390', 1, 1],
      ['9780060775858', 2, 1],
      ['9780241003008', 1, 0],
      ['9780064440202', 1, 0],
      ['9780140501827', 1, 0],
      ['9780060513030', 1, 0],
      ['9780060245863', 1, 1],
    ],
  },
  {
    id: 'okafor-wedding',
    title: 'Maya & Sam’s Wedding Shelf',
    occasion: 'Wedding',
    description: 'Two readers, one bookcase. A few classics we would like to read aloud together.',
    deadlineInDays: null,
    shippingEncouraged: false,
    items: [
      ['9780679783268', 1, 0],
      ['9780192802637', 1, 0],
      ['9780141439587', 1, 1],
      ['9780143039952', 1, 0],
      ['9780141439662', 1, 0],
    ],
  },
];

/** Makes the demo registries and their owner once; a registry that exists is left as its buyers left it. */
export async function loadDemoRegistries(db: Kysely<Database>, storeId: string, now: number): Promise<number> {
  const accounts = createAccountRepository(db);
  let owner = await accounts.findUserByEmail(storeId, demoRegistryOwner.email);
  if (!owner) {
    await createAccountAdminService(accounts).createCustomer({
      storeId,
      email: demoRegistryOwner.email,
      password: randomToken(24),
      firstName: demoRegistryOwner.firstName,
      lastName: demoRegistryOwner.lastName,
    });
    owner = await accounts.findUserByEmail(storeId, demoRegistryOwner.email);
  }
  if (!owner) throw new Error('the demo registry owner could not be made');
  const registries = createRegistryRepository(db);
  for (const registry of demoRegistries) {
    if (await registries.findById(storeId, registry.id)) continue;
    await registries.insert({
      storeId,
      id: registry.id,
      userId: owner.id,
      title: registry.title,
      occasion: registry.occasion,
      description: registry.description,
      purchaseDeadline:
        registry.deadlineInDays === null ? null : endOfDay(dayOf(now + registry.deadlineInDays * 86_400)),
      shippingId: null,
      shippingEncouraged: registry.shippingEncouraged ? 1 : 0,
      storeCanEdit: 0,
      now,
    });
    for (const [eisbn, qty] of registry.items) {
      await registries.addItem({ storeId, registryId: registry.id, eisbn, qty, now });
    }
    await db.transaction().execute((trx) =>
      recordRegistryPurchases(
        trx,
        storeId,
        registry.items.map(([eisbn, , bought]) => ({ giftRegistryId: registry.id, eisbn, quantity: bought })),
      ),
    );
  }
  return demoRegistries.length;
}
