import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleContentMessages, registryMessages, type GiftRegistry, type RegistryItem } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { ConsoleApp } from '../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

const item = (eisbn: string, title: string, qty: number): RegistryItem => ({
  gift_registry_id: 'r1',
  qty_requested: qty,
  qty_purchased: 0,
  title: { eisbn, title, authors: [], cover_image_cache: '' },
});

const registry = (items: RegistryItem[]): GiftRegistry => ({
  gift_registry_id: 'r1',
  title: 'Grace and Sam',
  description: 'Books for the new house.',
  occasion: 'Wedding',
  purchase_deadline: null,
  purchase_deadline_ts: '',
  shipping_id: null,
  shipping_encouraged: true,
  store_can_edit: true,
  owner: { name: 'Grace', is_you: false },
  qty_requested: items.reduce((sum, line) => sum + line.qty_requested, 0),
  qty_purchased: 0,
  item_count: items.length,
  items,
});

const novel = item('9780000000101', 'A Winter Novel', 1);
const atlas = item('9780000000102', 'The Winter Atlas', 3);

// renderInShell mounts the console at '*', so its own routes start at the root here (at /console in the app).
describe('Store console registries page', () => {
  function renderPage(extra: Parameters<typeof mockApi>[0] = {}) {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/registries/list': () => ({ json: { registries: [registry([novel, atlas])] } }),
      ...extra,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/content/registries' });
    return api;
  }

  it('offers to lower a quantity only while above 1, and lowers one as the store', async () => {
    const api = renderPage({
      'console/registries/setItemQuantity': () => ({
        json: { registry: registry([novel, { ...atlas, qty_requested: 2 }]) },
      }),
    });

    const fewerNovels = await screen.findByRole('button', {
      name: consoleContentMessages.registryItemFewer(novel.title.title),
    });
    await userEvent.click(
      screen.getByRole('button', { name: consoleContentMessages.registryItemFewer(atlas.title.title) }),
    );

    expect(fewerNovels).toBeDisabled();
    expect(await screen.findByText(registryMessages.updated)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/registries/setItemQuantity')?.body).toMatchObject({
      gift_registry_id: 'r1',
      eisbn: atlas.title.eisbn,
      qty: 2,
    });
  });

  it('removes an item and says why when the store may no longer change the registry', async () => {
    const api = renderPage({
      'console/registries/removeItem': () => ({
        status: 403,
        json: { error: registryMessages.notYours, code: 'REGISTRY_NOT_YOURS' },
      }),
    });

    await userEvent.click(
      await screen.findByRole('button', { name: consoleContentMessages.registryItemRemove(novel.title.title) }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(registryMessages.notYours);
    expect(api.calls.find((call) => call.action === 'console/registries/removeItem')?.body).toMatchObject({
      gift_registry_id: 'r1',
      eisbn: novel.title.eisbn,
    });
  });
});
