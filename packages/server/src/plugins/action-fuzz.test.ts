import { actionTable, type ActionDefinition } from '@bookfront/contract';
import { expect, it } from 'vitest';
import { cartApp, cookieName } from '../modules/cart/test-app.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { seededRandom } from '../lib/seeded-random.ts';

/*
 * docs/architecture.md#testing: every action of the table, fed wrong types, huge and hostile strings and
 * nested junk in each field, as a guest and as a customer, must answer below 500: a refusal, never a
 * crash. The values come from a seeded generator, so a failure names a request that can be sent again.
 */

const deeplyNested = (depth: number): unknown => (depth === 0 ? 'x' : { a: [deeplyNested(depth - 1)] });

/** Values no field expects; each one has broken some server somewhere. */
const hostileValues: unknown[] = [
  12345,
  -1,
  Number.MAX_VALUE * 10,
  0.5,
  true,
  null,
  [],
  {},
  [[['x']]],
  { $gt: '' },
  deeplyNested(40),
  '',
  ' ',
  'a\u0000b',
  '\u0001\u0002\u001f\u007f',
  'line one\r\nline two',
  '\uD800',
  '💥'.repeat(500),
  'x'.repeat(70_000),
  '9'.repeat(400),
  '-1',
  '1e3',
  'NaN',
  'true',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'javascript:alert(1)',
  '//evil.example',
  '{"__proto__":{"polluted":true}}',
];

const commonFields = ['uuid', 'session_id', 'log_url', 'store_id'];

/** The bodies sent to one action: each field in turn given hostile values, then every field at once. */
function payloadsFor(action: ActionDefinition, random: () => number): unknown[] {
  const pick = () => hostileValues[Math.floor(random() * hostileValues.length)];
  const fields = [...Object.keys(action.input.shape), ...commonFields];
  const oneFieldAtATime = fields.flatMap((field) => [pick(), pick(), pick()].map((value) => ({ [field]: value })));
  const allFieldsAtOnce = [0, 1, 2].map(() => Object.fromEntries(fields.map((field) => [field, pick()])));
  return [...oneFieldAtATime, ...allFieldsAtOnce, [], 'x', null, 42];
}

describeEachDatabase('every action, fed hostile input', (dialect) => {
  it('answers each request below 500', { timeout: 600_000 }, async () => {
    const { app, store, cookie } = await cartApp(dialect);
    const customer = await app.factories.customer({ storeId: store.id });
    const customerCookie = (await app.signIn(customer))[cookieName] ?? '';
    const random = seededRandom(20261126);
    const crashes: string[] = [];
    let requests = 0;

    for (const action of Object.values(actionTable) as ActionDefinition[]) {
      const as = action.access === 'customer' ? customerCookie : cookie;
      for (const payload of payloadsFor(action, random)) {
        requests += 1;
        const response = action.download
          ? await app.inject({
              method: 'GET',
              url: `/api/${action.name}`,
              query: Object.fromEntries(Object.entries(payload ?? {}).map(([key, value]) => [key, String(value)])),
              cookies: { [cookieName]: as },
            })
          : await app.inject({
              method: 'POST',
              url: `/api/${action.name}`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
              cookies: { [cookieName]: as },
            });
        if (response.statusCode >= 500) {
          crashes.push(`${action.name} ${JSON.stringify(payload).slice(0, 200)} → ${response.statusCode}`);
        }
      }
    }

    expect(requests).toBeGreaterThan(2000);
    expect(crashes).toEqual([]);
  });
});
