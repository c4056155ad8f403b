import { checkoutSettingsMessages, storeSettingsSchema, type CardDetails } from '@bookfront/contract';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { isCardPublicKey, sealCard, sealLegacyCardEnvelope } from '../lib/card-envelope.ts';
import { cliOn } from '../test/cli.ts';
import { describeEachDatabase } from '../test/databases.ts';

const card: CardDetails = {
  number: '5555555555554444',
  cvv: '321',
  expiry_month: 3,
  expiry_year: 2031,
  name: 'Grace Hopper',
  postal_code: 'K1A 0B1',
};

const keyFolder = async () => path.join(await mkdtemp(path.join(tmpdir(), 'bookfront-card-')), 'keys');

/** The sealed card of an order: both envelopes, or the older single one as a string. */
type Sealed = { encrypted_cc_info: string; encrypted_cvv: string } | string | null;

const placedAt = 1_700_000_000;

/** A CLI on a database with store 'main', and a way to add an order paid with a sealed card. */
async function cardCli(dialect: Parameters<typeof cliOn>[0]) {
  const cli = await cliOn(dialect);
  await cli.run('store:create', 'main', '--name', 'Main Street Books');
  const addOrder = (orderNumber: string, sealed: Sealed) =>
    cli.database.db
      .insertInto('orders')
      .values({
        storeId: 'main',
        id: `order-${orderNumber}`,
        orderNumber,
        kind: 'order',
        userId: null,
        corpId: null,
        idempotencyKey: null,
        guestTokenHash: null,
        locationId: 'downtown',
        deliveryPreference: 'pickup',
        provider: null,
        multishipMethod: null,
        paymentType: sealed ? 'credit_card' : 'pickup',
        paymentStatus: 'pending',
        purchaserName: 'Grace Hopper',
        email: 'grace@example.com',
        communicationPreference: 'email',
        shippingAddress: null,
        summary: '{}',
        totalCents: 1200,
        totalOwingCents: 1200,
        currency: 'USD',
        ccCiphertext: typeof sealed === 'string' ? sealed : (sealed?.encrypted_cc_info ?? null),
        cvvCiphertext: typeof sealed === 'string' ? null : (sealed?.encrypted_cvv ?? null),
        ccInfo: null,
        paypalOrderId: null,
        createdAt: placedAt,
      })
      .execute();
  return { ...cli, addOrder };
}

describeEachDatabase('bookfront card:keygen, card:decrypt and card:charged', (dialect) => {
  it('makes a key pair in a folder, the private key readable by its owner only, and says how to upload the public key', async () => {
    const { run } = await cardCli(dialect);
    const folder = await keyFolder();

    const result = await run('card:keygen', folder);

    expect(result.code).toBe(0);
    const publicPem = await readFile(path.join(folder, 'public.pem'), 'utf8');
    expect(await isCardPublicKey(publicPem)).toBe(true);
    expect((await stat(path.join(folder, 'private.pem'))).mode & 0o777).toBe(0o600);
    expect(result.stdout).toContain(
      `settings:set checkout.card_public_key '${JSON.stringify(publicPem)}' --store <id>`,
    );
  });

  it("sets the store's public key directly with --store, and never the private key", async () => {
    const { run, database } = await cardCli(dialect);
    const folder = await keyFolder();

    await run('card:keygen', folder, '--store', 'main');

    const row = await database.db
      .selectFrom('stores')
      .select('settings')
      .where('id', '=', 'main')
      .executeTakeFirstOrThrow();
    const settings = storeSettingsSchema.parse(JSON.parse(row.settings));
    expect(settings.checkout.card_public_key).toBe(await readFile(path.join(folder, 'public.pem'), 'utf8'));
    expect(row.settings).not.toContain('PRIVATE KEY');
  });

  it('refuses to upload a private key as the public one', async () => {
    const { run } = await cardCli(dialect);
    const folder = await keyFolder();
    await run('card:keygen', folder);
    const privatePem = await readFile(path.join(folder, 'private.pem'), 'utf8');

    const result = await run('settings:set', '--store', 'main', 'checkout.card_public_key', JSON.stringify(privatePem));

    expect(result.code).toBe(1);
    expect(result.stderr).toContain(checkoutSettingsMessages.privateKeyRefused);
  });

  it('refuses to overwrite a folder that already holds a key', async () => {
    const { run } = await cardCli(dialect);
    const folder = await keyFolder();
    await run('card:keygen', folder);
    const before = await readFile(path.join(folder, 'private.pem'), 'utf8');

    const result = await run('card:keygen', folder);

    expect(result.code).toBe(1);
    expect(await readFile(path.join(folder, 'private.pem'), 'utf8')).toBe(before);
  });

  it("prints an order's card, sealed as the browser seals it, opened with the private key, and warns what is erased when", async () => {
    const { run, addOrder } = await cardCli(dialect);
    const folder = await keyFolder();
    await run('card:keygen', folder);
    await addOrder('1001', await sealCard(await readFile(path.join(folder, 'public.pem'), 'utf8'), card));

    const result = await run(
      'card:decrypt',
      '--key',
      path.join(folder, 'private.pem'),
      '--store',
      'main',
      '--order',
      '1001',
    );

    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      'Order 1001\nName on card: Grace Hopper\nNumber: 5555 5555 5555 4444\nExpiry: 03/2031\nCVV: 321\nPostal code: K1A 0B1\n',
    );
    expect(result.stderr).toBe(
      'Warning: the CVV may be kept only until the card is charged. Once it is, run: npm run bookfront -- card:charged --store main --order 1001\n' +
        'Warning: the whole card is erased on 2023-11-20 22:13 UTC.\n',
    );
  });

  it('erases the CVV when the payment is recorded as taken; the card still opens and says when its CVV went', async () => {
    const { run, addOrder, database } = await cardCli(dialect);
    const folder = await keyFolder();
    await run('card:keygen', folder);
    const sealed = await sealCard(await readFile(path.join(folder, 'public.pem'), 'utf8'), card);
    await addOrder('1001', sealed);

    const charged = await run('card:charged', '--store', 'main', '--order', '1001');

    expect(charged.code).toBe(0);
    expect(charged.stdout).toMatch(
      /^Recorded order 1001 as paid\. Its CVV was erased on \d{4}-\d\d-\d\d \d\d:\d\d UTC;/,
    );
    const order = await database.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      paymentStatus: 'captured',
      cvvCiphertext: null,
      ccCiphertext: sealed.encrypted_cc_info,
    });
    expect(order.cvvErasedAt).toBeGreaterThan(placedAt);
    expect(JSON.stringify(await database.db.selectFrom('orders').selectAll().execute())).not.toContain(
      sealed.encrypted_cvv,
    );
    const opened = await run(
      'card:decrypt',
      '--key',
      path.join(folder, 'private.pem'),
      '--store',
      'main',
      '--order',
      '1001',
    );
    expect(opened.stdout).toContain('Number: 5555 5555 5555 4444\n');
    expect(opened.stdout).toMatch(
      /\nCVV: erased on \d{4}-\d\d-\d\d \d\d:\d\d UTC, when the payment was recorded as taken\n/,
    );
    expect(opened.stderr).toBe('Warning: the whole card is erased on 2023-11-20 22:13 UTC.\n');
  });

  it("still opens an older order's single envelope with its CVV, and erases all of it when the payment is taken", async () => {
    const { run, addOrder, database } = await cardCli(dialect);
    const folder = await keyFolder();
    await run('card:keygen', folder);
    const envelope = await sealLegacyCardEnvelope(await readFile(path.join(folder, 'public.pem'), 'utf8'), card);
    await addOrder('1001', envelope);
    const decrypt = () =>
      run('card:decrypt', '--key', path.join(folder, 'private.pem'), '--store', 'main', '--order', '1001');
    expect((await decrypt()).stdout).toContain('CVV: 321\n');

    const charged = await run('card:charged', '--store', 'main', '--order', '1001');

    expect(charged.stdout).toBe('Recorded order 1001 as paid. Its card is erased.\n');
    const order = await database.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ ccCiphertext: null, cvvCiphertext: null, paymentStatus: 'captured' });
    expect(JSON.stringify(order)).not.toContain(envelope);
    const afterwards = await decrypt();
    expect(afterwards.code).toBe(1);
    expect(afterwards.stderr).toMatch(
      /^Error: The card of order 1001 was erased on \d{4}-\d\d-\d\d \d\d:\d\d UTC: cards are kept at most 7 days\.\n$/,
    );
  });

  it('says so, exit 1, for an order without a card, an unknown order, a missing key file or another key', async () => {
    const { run, addOrder } = await cardCli(dialect);
    const folder = await keyFolder();
    const otherFolder = await keyFolder();
    await run('card:keygen', folder);
    await run('card:keygen', otherFolder);
    await addOrder('1001', await sealCard(await readFile(path.join(folder, 'public.pem'), 'utf8'), card));
    await addOrder('1002', null);
    const decrypt = (key: string, order: string) =>
      run('card:decrypt', '--key', key, '--store', 'main', '--order', order);
    const notAKey = path.join(otherFolder, 'not-a-key.pem');
    await writeFile(notAKey, 'hello');

    const results = await Promise.all([
      decrypt(path.join(folder, 'private.pem'), '1002'),
      decrypt(path.join(folder, 'private.pem'), '9999'),
      decrypt(path.join(folder, 'missing.pem'), '1001'),
      decrypt(path.join(otherFolder, 'private.pem'), '1001'),
      decrypt(notAKey, '1001'),
      run('card:charged', '--store', 'main', '--order', '1002'),
    ]);

    expect(results.map((result) => result.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(results.map((result) => result.stderr)).toEqual([
      'Error: Order 1002 was not paid by card.\n',
      "Error: Store 'main' has no order 9999.\n",
      `Error: Cannot read the key file ${path.join(folder, 'missing.pem')}.\n`,
      'Error: The card cannot be opened with this key (another store key, or an altered envelope).\n',
      'Error: Not a PEM private key.\n',
      "Error: Store 'main' has no order 1002 paid by card.\n",
    ]);
  });
});
