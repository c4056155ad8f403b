import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryMessages, type GiftRegistry } from '@bookfront/contract';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { RegistryFormDialog } from './registry-form-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const registry: GiftRegistry = {
  gift_registry_id: 'r1',
  title: 'Ada turns 40',
  description: 'Books for the long winter.',
  occasion: 'Birthday',
  purchase_deadline: null,
  purchase_deadline_ts: '',
  shipping_id: null,
  shipping_encouraged: true,
  store_can_edit: false,
  owner: { name: 'Ada Reader', is_you: true },
  qty_requested: 3,
  qty_purchased: 0,
  item_count: 2,
  items: [
    {
      gift_registry_id: 'r1',
      qty_requested: 1,
      qty_purchased: 0,
      title: { eisbn: '9780000000101', title: 'Wolf Hall', authors: [], cover_image_cache: '' },
    },
    {
      gift_registry_id: 'r1',
      qty_requested: 2,
      qty_purchased: 0,
      title: { eisbn: '9780000000102', title: 'Beloved', authors: [], cover_image_cache: '' },
    },
  ],
};

function renderEditor(props: Partial<Parameters<typeof RegistryFormDialog>[0]> = {}) {
  const api = mockApi({
    'address/getList': () => ({ json: { addresses: [] } }),
    'giftregistry/updateItem': () => ({ json: { registry, message: registryMessages.updated } }),
    'giftregistry/deleteItem': () => ({ json: { registry, message: registryMessages.updated } }),
    'giftregistry/create': () => ({ json: { registry, message: registryMessages.updated } }),
  });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<RegistryFormDialog opened onClose={() => undefined} {...props} />, {
    settings: siteSettingsFixture({ gift_registry_enabled: true }),
    session: sessionFixture({ logged_in: true }),
  });
  return api;
}

describe('RegistryFormDialog', () => {
  it('says which fields are required and sends nothing until they are filled', async () => {
    const user = userEvent.setup();
    const api = renderEditor();

    await user.click(await screen.findByRole('button', { name: registryMessages.save }));

    expect(await screen.findByText(registryMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(registryMessages.descriptionRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'giftregistry/create')).toBe(false);
  });

  it('raises a quantity, lowers one only while above 1, and removes an item', async () => {
    const user = userEvent.setup();
    const api = renderEditor({ registry });

    expect(await screen.findByRole('button', { name: 'Ask for one fewer Wolf Hall' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Ask for one fewer Beloved' }));
    await user.click(screen.getByRole('button', { name: 'Ask for one more Wolf Hall' }));
    await user.click(screen.getByRole('button', { name: `${registryMessages.remove} Beloved` }));

    await waitFor(() =>
      expect(api.calls.filter((call) => call.action.startsWith('giftregistry/')).map((call) => call.body)).toEqual([
        expect.objectContaining({ gift_registry_id: 'r1', eisbn: '9780000000102', qty: 1 }),
        expect.objectContaining({ gift_registry_id: 'r1', eisbn: '9780000000101', qty: 2 }),
        expect.objectContaining({ gift_registry_id: 'r1', eisbn: '9780000000102' }),
      ]),
    );
  });
});
