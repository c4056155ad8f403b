import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryMessages, type GiftRegistry, type RegistryItem } from '@bookfront/contract';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { GiftRegistryPage } from './gift-registry-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const itemFixture = (
  eisbn: string,
  title: string,
  author: string,
  purchased: number,
  requested: number,
): RegistryItem => ({
  gift_registry_id: 'r1',
  qty_requested: requested,
  qty_purchased: purchased,
  title: { eisbn, title, authors: [{ name: author, canadian: false, role: 'A01' }], cover_image_cache: '' },
});

const registryFixture = (overrides: Partial<GiftRegistry> = {}): GiftRegistry => ({
  gift_registry_id: 'r1',
  title: 'Ada turns 40',
  description: 'Books for the long winter.',
  occasion: 'Birthday',
  purchase_deadline: 1_796_108_399,
  purchase_deadline_ts: '2026-12-05',
  shipping_id: null,
  shipping_encouraged: true,
  store_can_edit: false,
  owner: { name: 'Ada Reader', is_you: false },
  qty_requested: 4,
  qty_purchased: 2,
  item_count: 3,
  items: [
    itemFixture('9780000000101', 'Wolf Hall', 'Mantel, Hilary', 1, 1),
    itemFixture('9780000000102', 'Beloved', 'Morrison, Toni', 0, 2),
    itemFixture('9780000000103', 'Atonement', 'McEwan, Ian', 1, 1),
  ],
  ...overrides,
});

function renderRegistry(path: string, handlers: Parameters<typeof mockApi>[0], loggedIn = false) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(
    <Routes>
      <Route path="gift-registry" element={<GiftRegistryPage />} />
      <Route path="gift-registry/:id" element={<GiftRegistryPage />} />
    </Routes>,
    {
      path,
      settings: siteSettingsFixture({ gift_registry_enabled: true, store_info: { giftcards_enabled: true } }),
      session: sessionFixture({ logged_in: loggedIn }),
    },
  );
  return api;
}

const itemTitles = () =>
  within(screen.getByRole('list', { name: registryMessages.items }))
    .getAllByTestId('registry-item')
    .map((item) => item.querySelector('[class*="itemTitle"]')?.textContent);

describe('registry detail page', () => {
  it('shows the owner, progress, deadline in MMM Do, YYYY, shipping note and gift card hint, without Edit for a visitor', async () => {
    renderRegistry('/gift-registry/r1', { 'giftregistry/get': () => ({ json: { registry: registryFixture() } }) });

    expect(await screen.findByRole('heading', { name: 'Ada turns 40' })).toBeInTheDocument();
    expect(screen.getByText(`${registryMessages.createdBy} Ada Reader`)).toBeInTheDocument();
    expect(screen.getByText(registryMessages.progress(2, 4))).toBeInTheDocument();
    expect(screen.getByText(registryMessages.deadlineNote('Dec 5th, 2026'))).toBeInTheDocument();
    expect(screen.getByText(registryMessages.shippingNote)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: registryMessages.giftCardHint })).toHaveAttribute('href', '/gift-cards');
    expect(screen.queryByRole('button', { name: registryMessages.edit })).not.toBeInTheDocument();
  });

  it('sorts by title, dims fully purchased items without a link, and links the others with the registry', async () => {
    renderRegistry('/gift-registry/r1', { 'giftregistry/get': () => ({ json: { registry: registryFixture() } }) });
    await screen.findByRole('heading', { name: 'Ada turns 40' });

    expect(itemTitles()).toEqual(['Atonement', 'Beloved', 'Wolf Hall']);
    expect(screen.getByText(registryMessages.ribbon(0, 2))).toHaveAttribute('data-state', 'open');
    expect(screen.getAllByText(registryMessages.ribbon(1, 1))[0]).toHaveAttribute('data-state', 'purchased');
    const links = within(screen.getByRole('list', { name: registryMessages.items })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/item/9780000000102?registry=r1']);
  });

  it('filters to the items not purchased and sorts by first author', async () => {
    const user = userEvent.setup();
    renderRegistry('/gift-registry/r1', { 'giftregistry/get': () => ({ json: { registry: registryFixture() } }) });
    await screen.findByRole('heading', { name: 'Ada turns 40' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), registryMessages.sortAuthor);
    expect(itemTitles()).toEqual(['Wolf Hall', 'Atonement', 'Beloved']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), registryMessages.showNotPurchased);

    expect(itemTitles()).toEqual(['Beloved']);
  });

  it('says Gift registry not found with the server’s words', async () => {
    renderRegistry('/gift-registry/nope', {
      'giftregistry/get': () => ({
        status: 404,
        json: { error: registryMessages.notFound, code: 'REGISTRY_NOT_FOUND' },
      }),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(registryMessages.notFound);
  });
});

describe('registry list page', () => {
  it('offers to create a first registry when the customer has none', async () => {
    renderRegistry('/gift-registry', { 'giftregistry/getAll': () => ({ json: { registries: [] } }) }, true);

    expect(await screen.findByText(registryMessages.noRegistries)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: registryMessages.createFirst })).toBeInTheDocument();
  });

  it('shows a card with its progress line, five covers and +N more past six items', async () => {
    const items = Array.from({ length: 6 }, (_, index) =>
      itemFixture(`978000000020${index}`, `Book ${index}`, 'Author, Any', 0, 1),
    );
    renderRegistry(
      '/gift-registry',
      {
        'giftregistry/getAll': () => ({
          json: { registries: [registryFixture({ item_count: 8, qty_requested: 8, qty_purchased: 0, items })] },
        }),
      },
      true,
    );

    const card = await screen.findByTestId('registry-card');

    expect(within(card).getByText(registryMessages.progress(0, 8))).toBeInTheDocument();
    expect(within(card).getByText(registryMessages.moreItems(3))).toBeInTheDocument();
    expect(
      card.querySelectorAll(
        'img, [class*="placeholder"]:not([class*="placeholderTitle"]):not([class*="placeholderAuthor"])',
      ),
    ).toHaveLength(5);
  });

  it('asks a guest to log in', () => {
    renderRegistry('/gift-registry', {});

    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
  });
});
