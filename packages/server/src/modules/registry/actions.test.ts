import { commonMessages, registriesResultSchema, registryLimits, registryMessages } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { createCatalogFactories } from '../../test/catalog-factories.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { birthday, dayFromToday, hunger, mockingjay, registryApp, registryOf } from './test-app.ts';

type Context = Awaited<ReturnType<typeof registryApp>>;

/** Ada's birthday registry holding `items` (eisbn → quantity asked for); answers its id. */
async function adasRegistry({ asAda }: Context, items: Record<string, number> = {}): Promise<string> {
  const id = registryOf(await asAda('giftregistry/create', birthday)).gift_registry_id;
  for (const [eisbn, qty] of Object.entries(items)) {
    await asAda('giftregistry/addItem', { gift_registry_id: id, eisbn, qty });
  }
  return id;
}

describeEachDatabase('giftregistry/create', (dialect) => {
  it('makes a registry owned by the customer, shipping encouraged by default', async () => {
    const { asAda } = await registryApp(dialect);

    const response = await asAda('giftregistry/create', { ...birthday, purchase_deadline: dayFromToday(10) });

    expect(response.statusCode).toBe(200);
    expect(registryOf(response)).toMatchObject({
      title: 'Ada turns 40',
      occasion: 'Birthday',
      shipping_encouraged: true,
      store_can_edit: false,
      purchase_deadline_ts: dayFromToday(10),
      owner: { name: 'Ada Reader', is_you: true },
      items: [],
    });
    expect(response.json()).toMatchObject({ message: registryMessages.updated });
  });

  it('keeps a deadline as the end of its day in Pacific time, and takes today', async () => {
    const { asAda } = await registryApp(dialect);

    const registry = registryOf(
      await asAda('giftregistry/create', { ...birthday, purchase_deadline: dayFromToday(0) }),
    );

    expect(registry.purchase_deadline).toBeGreaterThan(Date.now() / 1000);
    const end = new Date((registry.purchase_deadline ?? 0) * 1000 + 1000);
    const pacific = new Intl.DateTimeFormat('en-GB', {
      timeZone: registryLimits.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(end);
    expect(pacific).toBe('00:00');
  });

  it('refuses a deadline in the past on its field', async () => {
    const { asAda } = await registryApp(dialect);

    const response = await asAda('giftregistry/create', { ...birthday, purchase_deadline: dayFromToday(-2) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'REGISTRY_DEADLINE_PAST',
      fields: { purchase_deadline: registryMessages.deadlinePast },
    });
  });

  it.each([
    [{ ...birthday, title: '  ' }, 'title', registryMessages.titleRequired],
    [{ ...birthday, occasion: 'Retirement' }, 'occasion', registryMessages.occasionRequired],
    [{ ...birthday, description: '' }, 'description', registryMessages.descriptionRequired],
    [
      { ...birthday, description: 'x'.repeat(registryLimits.descriptionMax + 1) },
      'description',
      registryMessages.descriptionTooLong(registryLimits.descriptionMax),
    ],
    [{ ...birthday, purchase_deadline: '2026-02-30' }, 'purchase_deadline', registryMessages.deadlineInvalid],
    [{ ...birthday, title: ['a'] }, 'title', registryMessages.titleRequired],
  ])('answers 400 with the field message for a bad payload (%#)', async (payload, field, message) => {
    const { asAda } = await registryApp(dialect);

    const response = await asAda('giftregistry/create', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: commonMessages.checkFields, fields: { [field]: message } });
  });

  it('takes a description of exactly 2000 characters', async () => {
    const { asAda } = await registryApp(dialect);

    const response = await asAda('giftregistry/create', { ...birthday, description: 'x'.repeat(2000) });

    expect(response.statusCode).toBe(200);
  });

  it('asks a guest to log in', async () => {
    const { post } = await registryApp(dialect);

    const response = await post('giftregistry/create', birthday);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED', error: commonMessages.loginRequired });
  });

  it('ships to an address of the owner’s own book only', async () => {
    const { asAda, asBea } = await registryApp(dialect);
    const address = {
      name: 'Bea Reader',
      company_name: '',
      phone_number: '(604) 555-0142',
      phone_number_ext: '',
      street_address: '12 Main Street',
      street_address_2: '',
      city: 'Vancouver',
      province: 'British Columbia',
      postal_code: 'V6B 1A1',
      country: 'Canada',
    };
    const beas = (await asBea('address/create', address)).json() as { addresses: { address_id: string }[] };
    const beasAddress = beas.addresses[0]?.address_id ?? '';

    const refused = await asAda('giftregistry/create', { ...birthday, shipping_id: beasAddress });
    const taken = await asBea('giftregistry/create', { ...birthday, shipping_id: beasAddress });

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'REGISTRY_SHIPPING_ADDRESS_NOT_FOUND' });
    expect(registryOf(taken).shipping_id).toBe(beasAddress);
  });
});

describeEachDatabase('giftregistry/get and getAll', (dialect) => {
  it('shows anyone a registry, the guest included, without its shipping address or Edit', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context, { [hunger]: 2 });

    const response = await context.post('giftregistry/get', { gift_registry_id: id, show_items: true });

    expect(response.statusCode).toBe(200);
    expect(registryOf(response)).toMatchObject({
      owner: { name: 'Ada Reader', is_you: false },
      shipping_id: null,
      qty_requested: 2,
      qty_purchased: 0,
      items: [{ qty_requested: 2, qty_purchased: 0, title: { eisbn: hunger, title: 'The Hunger Games' } }],
    });
  });

  it('answers Gift registry not found for an unknown registry', async () => {
    const { post } = await registryApp(dialect);

    const response = await post('giftregistry/get', { gift_registry_id: 'nope' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'REGISTRY_NOT_FOUND', error: registryMessages.notFound });
  });

  it('lists only the customer’s own registries, with a card’s first six items unless asked for all', async () => {
    const context = await registryApp(dialect);
    await adasRegistry(context, { [hunger]: 1, [mockingjay]: 1 });
    await context.asBea('giftregistry/create', { ...birthday, title: 'Bea’s shower', occasion: 'Baby' });

    const ada = registriesResultSchema.parse(
      (await context.asAda('giftregistry/getAll', { show_items: 'false' })).json(),
    );

    expect(ada.registries.map((registry) => registry.title)).toEqual(['Ada turns 40']);
    expect(ada.registries[0]).toMatchObject({ item_count: 2, owner: { is_you: true } });
  });

  it('answers that the store offers no registries when gift_registry_enabled is off', async () => {
    const { asAda, post } = await registryApp(dialect, { gift_registry_enabled: false });

    const mine = await asAda('giftregistry/getAll', {});
    const one = await post('giftregistry/get', { gift_registry_id: 'any' });

    expect(mine.statusCode).toBe(404);
    expect(mine.json()).toMatchObject({ code: 'REGISTRY_NOT_OFFERED' });
    expect(one.json()).toMatchObject({ code: 'REGISTRY_NOT_OFFERED' });
  });
});

describeEachDatabase('giftregistry item changes', (dialect) => {
  it('adds a title, asks for more of it on a second add, and sets its quantity', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context, { [hunger]: 1 });

    await context.asAda('giftregistry/addItem', { gift_registry_id: id, eisbn: hunger, qty: '2' });
    const response = await context.asAda('giftregistry/updateItem', { gift_registry_id: id, eisbn: hunger, qty: 5 });

    expect(registryOf(response).items).toMatchObject([{ qty_requested: 5 }]);
  });

  it('takes a title off when its quantity is set to 0, and by deleteItem', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context, { [hunger]: 1, [mockingjay]: 1 });

    const zero = await context.asAda('giftregistry/updateItem', { gift_registry_id: id, eisbn: hunger, qty: 0 });
    const deleted = await context.asAda('giftregistry/deleteItem', { gift_registry_id: id, eisbn: mockingjay });

    expect(registryOf(zero).items.map((item) => item.title.eisbn)).toEqual([mockingjay]);
    expect(registryOf(deleted).items).toEqual([]);
  });

  it('answers 404 for a title outside the catalogue or not on the registry, 400 for a bad quantity', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context);

    const unknown = await context.asAda('giftregistry/addItem', { gift_registry_id: id, eisbn: '9781234567897' });
    const missing = await context.asAda('giftregistry/updateItem', { gift_registry_id: id, eisbn: hunger, qty: 2 });
    const negative = await context.asAda('giftregistry/addItem', { gift_registry_id: id, eisbn: hunger, qty: -1 });
    const huge = await context.asAda('giftregistry/addItem', { gift_registry_id: id, eisbn: hunger, qty: 10_000 });

    expect(unknown.json()).toMatchObject({ code: 'REGISTRY_TITLE_NOT_FOUND' });
    expect(missing.json()).toMatchObject({ code: 'REGISTRY_ITEM_NOT_FOUND' });
    expect([negative.statusCode, huge.statusCode]).toEqual([400, 400]);
  });

  it('answers adding a title the store hides as for one outside the catalogue', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context);
    await createCatalogFactories(context.app.db).hide(context.store.id, hunger);

    const hidden = await context.asAda('giftregistry/addItem', { gift_registry_id: id, eisbn: hunger });

    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'REGISTRY_TITLE_NOT_FOUND', error: registryMessages.titleNotFound });
    expect(registryOf(await context.asAda('giftregistry/get', { gift_registry_id: id })).items).toEqual([]);
  });
});

describeEachDatabase('giftregistry changes by someone else', (dialect) => {
  it('refuses another customer every change, and leaves the registry as it was', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context, { [hunger]: 1 });

    const answers = await Promise.all([
      context.asBea('giftregistry/update', { gift_registry_id: id, title: 'Mine now' }),
      context.asBea('giftregistry/addItem', { gift_registry_id: id, eisbn: mockingjay }),
      context.asBea('giftregistry/updateItem', { gift_registry_id: id, eisbn: hunger, qty: 9 }),
      context.asBea('giftregistry/deleteItem', { gift_registry_id: id, eisbn: hunger }),
      context.asBea('giftregistry/delete', { gift_registry_id: id }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[0]?.json()).toMatchObject({ code: 'REGISTRY_NOT_YOURS', error: registryMessages.notYours });
    const registry = registryOf(await context.post('giftregistry/get', { gift_registry_id: id }));
    expect(registry).toMatchObject({ title: 'Ada turns 40', items: [{ qty_requested: 1 }] });
  });

  it('refuses a guest every change with the login prompt', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context);

    const response = await context.post('giftregistry/delete', { gift_registry_id: id });

    expect(response.statusCode).toBe(401);
  });
});

describeEachDatabase('giftregistry/update and delete', (dialect) => {
  it('changes the fields it is given, keeps the others, and says Registry updated.', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context);
    await context.asAda('giftregistry/update', {
      gift_registry_id: id,
      shipping_encouraged: 'false',
      store_can_edit: 'true',
    });

    const response = await context.asAda('giftregistry/update', { gift_registry_id: id, occasion: 'Holiday' });

    expect(response.json()).toMatchObject({ message: registryMessages.updated });
    expect(registryOf(response)).toMatchObject({
      title: 'Ada turns 40',
      occasion: 'Holiday',
      shipping_encouraged: false,
      store_can_edit: true,
    });
  });

  it('clears a deadline given as empty, and refuses one in the past', async () => {
    const context = await registryApp(dialect);
    const id = registryOf(
      await context.asAda('giftregistry/create', { ...birthday, purchase_deadline: dayFromToday(3) }),
    ).gift_registry_id;

    const past = await context.asAda('giftregistry/update', {
      gift_registry_id: id,
      purchase_deadline: dayFromToday(-1),
    });
    const cleared = await context.asAda('giftregistry/update', { gift_registry_id: id, purchase_deadline: '' });

    expect(past.json()).toMatchObject({ code: 'REGISTRY_DEADLINE_PAST' });
    expect(registryOf(cleared)).toMatchObject({ purchase_deadline: null, purchase_deadline_ts: '' });
  });

  it('deletes the registry and its items', async () => {
    const context = await registryApp(dialect);
    const id = await adasRegistry(context, { [hunger]: 1 });

    const response = await context.asAda('giftregistry/delete', { gift_registry_id: id });

    expect(response.json()).toMatchObject({ gift_registry_id: id, message: registryMessages.deleted });
    expect((await context.post('giftregistry/get', { gift_registry_id: id })).statusCode).toBe(404);
    expect(await context.app.db.selectFrom('giftRegistryItems').selectAll().execute()).toEqual([]);
  });
});
