import { expect, test, type APIRequestContext } from './support/test.ts';
import { randomBytes } from 'node:crypto';
import { consoleContentMessages, registryMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { createCustomer } from './support/customers.ts';

/* docs/features/store-console.md#registries */

const novel = { eisbn: '9780142000670', title: 'Of Mice and Men' };
const largePrint = { eisbn: '9780000000026', title: 'The Long Way Home (Large Print)' };

async function post(request: APIRequestContext, action: string, data: object = {}) {
  const response = await request.post(`/api/${action}`, { data });
  expect(response.ok(), `${action} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

test('a manager raises, lowers and removes the items of a registry its owner lets the store co-manage', async ({
  page,
  request,
}, testInfo) => {
  const owner = createCustomer({ firstName: 'Robin' });
  const title = `Robin’s shelf ${randomBytes(4).toString('hex')}`;
  await post(request, 'account/login', { email_address: owner.email, password: owner.password });
  const created = (await post(request, 'giftregistry/create', {
    title,
    occasion: 'Birthday',
    description: 'Books, please.',
    store_can_edit: true,
  })) as { registry: { gift_registry_id: string } };
  const registryId = created.registry.gift_registry_id;
  await post(request, 'giftregistry/addItem', { gift_registry_id: registryId, eisbn: novel.eisbn, qty: 2 });
  await post(request, 'giftregistry/addItem', { gift_registry_id: registryId, eisbn: largePrint.eisbn, qty: 1 });

  const manager = addStaff({ store: 'demo', role: 'manager', name: 'registry-items' });
  await logInToConsole(page, manager, '/console/content/registries');
  const panel = page.getByRole('region', { name: title });
  const items = panel.getByRole('list', { name: consoleContentMessages.registryItemsHeading(title) });
  await expect(items.getByRole('listitem')).toHaveCount(2);
  await expect(
    panel.getByRole('button', { name: consoleContentMessages.registryItemFewer(largePrint.title) }),
  ).toBeDisabled();

  await panel.getByRole('button', { name: consoleContentMessages.registryItemMore(novel.title) }).click();
  await expect(items.getByRole('listitem').filter({ hasText: novel.title })).toContainText('3');
  await panel.getByRole('button', { name: consoleContentMessages.registryItemFewer(novel.title) }).click();
  await expect(items.getByRole('listitem').filter({ hasText: novel.title })).toContainText('2');
  await expect(panel.getByRole('status')).toHaveText(registryMessages.updated);
  await scanAndPhotograph(page, testInfo, 'console-registry-items');

  await panel.getByRole('button', { name: consoleContentMessages.registryItemRemove(largePrint.title) }).click();
  await expect(items.getByRole('listitem')).toHaveCount(1);

  const seen = (await post(request, 'giftregistry/get', { gift_registry_id: registryId })) as {
    registry: { items: { qty_requested: number; title: { eisbn: string } }[] };
  };
  expect(seen.registry.items.map((item) => [item.title.eisbn, item.qty_requested])).toEqual([[novel.eisbn, 2]]);
});
