import { consoleErrorCodes, registryErrorCodes, registryMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { contentApp } from './content-test-app.ts';

describeEachDatabase('console/registries/*', (dialect) => {
  /** Ada's two registries at Riverbend, one she lets the store change, and one at Harbour that does too. */
  async function withRegistries() {
    const context = await contentApp(dialect);
    const harbourOwner = await context.app.factories.customer({ storeId: 'other', email: 'hal@example.com' });
    const registry = (storeId: string, userId: string, id: string, storeCanEdit: number) => ({
      storeId,
      id,
      userId,
      title: `Registry ${id}`,
      occasion: 'Birthday',
      description: 'Books for the long winter.',
      purchaseDeadline: null,
      shippingId: 'home',
      shippingEncouraged: 1,
      storeCanEdit,
      createdAt: 1_700_000_000,
      updatedAt: 1_700_000_000,
    });
    await context.app.db
      .insertInto('giftRegistries')
      .values([
        registry('main', context.ada.id, 'shared', 1),
        registry('main', context.ada.id, 'private', 0),
        registry('other', harbourOwner.id, 'harbour', 1),
      ])
      .execute();
    const shippingOf = async (id: string) =>
      (
        await context.app.db
          .selectFrom('giftRegistries')
          .select('shippingId')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).shippingId;
    return { ...context, cookies: await context.logIn('manager@riverbend.example'), shippingOf };
  }

  const novel = '9780000000011';
  const atlas = '9780000000028';
  /** The registries above, each asking for 3 of a novel and 1 of an atlas. */
  async function withItems() {
    const context = await withRegistries();
    await context.catalog.title({ eisbn: novel, title: 'A Winter Novel' });
    await context.catalog.title({ eisbn: atlas, title: 'The Winter Atlas' });
    const item = (storeId: string, giftRegistryId: string, eisbn: string, qtyRequested: number) => ({
      storeId,
      giftRegistryId,
      eisbn,
      qtyRequested,
      qtyPurchased: 0,
      createdAt: 1_700_000_000,
    });
    await context.app.db
      .insertInto('giftRegistryItems')
      .values(
        ['shared', 'private', 'harbour'].flatMap((id) => {
          const storeId = id === 'harbour' ? 'other' : 'main';
          return [item(storeId, id, novel, 3), item(storeId, id, atlas, 1)];
        }),
      )
      .execute();
    const quantitiesOf = async (id: string) =>
      Object.fromEntries(
        (
          await context.app.db
            .selectFrom('giftRegistryItems')
            .select(['eisbn', 'qtyRequested'])
            .where('giftRegistryId', '=', id)
            .execute()
        ).map((row) => [row.eisbn, Number(row.qtyRequested)]),
      );
    return { ...context, quantitiesOf };
  }

  it('lists only the store’s registries whose owners let the store change them', async () => {
    const { post, cookies } = await withRegistries();

    const list = await post('console/registries/list', {}, { cookies });

    expect(list.json().registries.map((registry: { gift_registry_id: string }) => registry.gift_registry_id)).toEqual([
      'shared',
    ]);
  });

  it('changes the title and occasion, never where items ship, and audits the change', async () => {
    const { post, cookies, shippingOf, auditOf } = await withRegistries();

    const changed = await post(
      'console/registries/update',
      { gift_registry_id: 'shared', title: 'Ada at 40', occasion: 'Other', shipping_id: '' },
      { cookies },
    );

    expect(changed.statusCode).toBe(200);
    expect(changed.json().registry).toMatchObject({ title: 'Ada at 40', occasion: 'Other' });
    expect(await shippingOf('shared')).toBe('home');
    const [entry] = await auditOf('main');
    expect(entry).toMatchObject({
      action: 'registry.update',
      subject: 'shared',
      staffEmail: 'manager@riverbend.example',
    });
    expect(JSON.parse(entry?.before ?? '')).toMatchObject({ title: 'Registry shared', occasion: 'Birthday' });
    expect(JSON.parse(entry?.after ?? '')).toMatchObject({ title: 'Ada at 40', occasion: 'Other' });
  });

  it('refuses a registry its owner keeps to themselves, and another store’s, changing nothing', async () => {
    const { post, cookies, auditOf } = await withRegistries();

    const kept = await post('console/registries/update', { gift_registry_id: 'private', title: 'Mine' }, { cookies });
    const elsewhere = await post(
      'console/registries/update',
      { gift_registry_id: 'harbour', title: 'Ours' },
      { cookies },
    );

    expect(kept.statusCode).toBe(403);
    expect(kept.json().code).toBe(registryErrorCodes.notYours);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe(registryErrorCodes.notFound);
    expect(await auditOf('main')).toEqual([]);
  });

  it('refuses a clerk', async () => {
    const { post, logIn } = await withRegistries();
    const cookies = await logIn('clerk@riverbend.example');

    const response = await post('console/registries/list', {}, { cookies });

    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(consoleErrorCodes.forbidden);
  });

  it('lists a co-managed registry’s items, raises and lowers a quantity, and audits each change', async () => {
    const { post, cookies, quantitiesOf, auditOf } = await withItems();

    const list = (await post('console/registries/list', {}, { cookies })).json();
    const raised = await post(
      'console/registries/setItemQuantity',
      { gift_registry_id: 'shared', eisbn: novel, qty: 4 },
      { cookies },
    );
    const lowered = await post(
      'console/registries/setItemQuantity',
      { gift_registry_id: 'shared', eisbn: novel, qty: 2 },
      { cookies },
    );

    expect(list.registries[0].items.map((item: { title: { eisbn: string } }) => item.title.eisbn).sort()).toEqual(
      [novel, atlas].sort(),
    );
    expect(raised.statusCode).toBe(200);
    expect(lowered.json().registry.items).toContainEqual(
      expect.objectContaining({ qty_requested: 2, title: expect.objectContaining({ eisbn: novel }) }),
    );
    expect(await quantitiesOf('shared')).toEqual({ [novel]: 2, [atlas]: 1 });
    const entries = await auditOf('main');
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['registry.itemQuantity', 'shared'],
      ['registry.itemQuantity', 'shared'],
    ]);
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual({ eisbn: novel, qty_requested: 3 });
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual({ eisbn: novel, qty_requested: 4 });
  });

  it('never lowers a quantity below 1: Remove takes the item off, audited', async () => {
    const { post, cookies, quantitiesOf, auditOf } = await withItems();

    const toZero = await post(
      'console/registries/setItemQuantity',
      { gift_registry_id: 'shared', eisbn: atlas, qty: 0 },
      { cookies },
    );
    const removed = await post(
      'console/registries/removeItem',
      { gift_registry_id: 'shared', eisbn: atlas },
      { cookies },
    );
    const again = await post(
      'console/registries/removeItem',
      { gift_registry_id: 'shared', eisbn: atlas },
      { cookies },
    );

    expect(toZero.statusCode).toBe(400);
    expect(toZero.json().fields.qty).toBe(registryMessages.quantityInvalid(1, 9999));
    expect(removed.statusCode).toBe(200);
    expect(await quantitiesOf('shared')).toEqual({ [novel]: 3 });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(registryErrorCodes.itemNotFound);
    const entries = await auditOf('main');
    expect(entries.map((entry) => entry.action)).toEqual(['registry.removeItem']);
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual({ eisbn: atlas, qty_requested: 1 });
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual({ eisbn: atlas, qty_requested: null });
  });

  it('refuses the items of a registry its owner keeps, another store’s registry and a clerk, changing nothing', async () => {
    const { post, cookies, logIn, quantitiesOf, auditOf } = await withItems();
    const clerk = await logIn('clerk@riverbend.example');

    const kept = await post(
      'console/registries/setItemQuantity',
      { gift_registry_id: 'private', eisbn: novel, qty: 9 },
      { cookies },
    );
    const keptRemove = await post(
      'console/registries/removeItem',
      { gift_registry_id: 'private', eisbn: novel },
      { cookies },
    );
    const elsewhere = await post(
      'console/registries/setItemQuantity',
      { gift_registry_id: 'harbour', eisbn: novel, qty: 9 },
      { cookies },
    );
    const byClerk = await post(
      'console/registries/removeItem',
      { gift_registry_id: 'shared', eisbn: novel },
      { cookies: clerk },
    );

    expect(kept.statusCode).toBe(403);
    expect(kept.json().code).toBe(registryErrorCodes.notYours);
    expect(keptRemove.statusCode).toBe(403);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe(registryErrorCodes.notFound);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json().code).toBe(consoleErrorCodes.forbidden);
    expect(await quantitiesOf('private')).toEqual({ [novel]: 3, [atlas]: 1 });
    expect(await quantitiesOf('harbour')).toEqual({ [novel]: 3, [atlas]: 1 });
    expect(await quantitiesOf('shared')).toEqual({ [novel]: 3, [atlas]: 1 });
    expect(await auditOf('main')).toEqual([]);
  });
});
