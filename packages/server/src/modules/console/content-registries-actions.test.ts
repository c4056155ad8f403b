import { consoleErrorCodes, registryErrorCodes } from '@bookfront/contract';
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
});
