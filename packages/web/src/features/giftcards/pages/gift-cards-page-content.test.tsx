import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { GiftCardsPage } from './gift-cards-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = siteSettingsFixture({
  store_info: { ...siteSettingsFixture().store_info, giftcards_enabled: true },
});

describe("GiftCardsPage's store content", () => {
  it("shows the store's gift cards and its own words above buying a card", async () => {
    const api = mockApi({
      'giftcard/get': () => ({
        json: {
          store_giftcards: [
            { id: 'e-gift', name: 'E-gift card', description: 'Sent by email.', image_url: '/files/e-gift.png' },
            { id: 'shop-card', name: 'Card from the counter', description: '', image_url: '' },
          ],
          show_gc_balanace_checker: false,
          webstore_custom_elements: [
            { id: 'groups', title: 'For groups', html: '<p>Call us.</p><img src="x" onerror="alert(1)">' },
          ],
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);

    renderInShell(<GiftCardsPage />, { settings });

    const cards = await screen.findByRole('region', { name: 'Our gift cards' });
    const eGift = within(cards).getByRole('article', { name: 'E-gift card' });
    expect(eGift).toHaveTextContent('Sent by email.');
    expect(eGift.querySelector('img')).toHaveAttribute('src', '/files/e-gift.png');
    expect(within(cards).getByRole('article', { name: 'Card from the counter' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'For groups' })).toHaveTextContent('Call us.');
    expect(document.querySelector('[onerror]')).toBeNull();
    const buy = screen.getByRole('region', { name: 'Buy a gift card online' });
    expect(cards.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('still offers buying a card when the content cannot be loaded', async () => {
    const api = mockApi({ 'giftcard/get': () => ({ status: 500, json: { error: 'There was an error.' } }) });
    vi.stubGlobal('fetch', api.fetch);

    renderInShell(<GiftCardsPage />, { settings });

    expect(await screen.findByRole('button', { name: 'Buy a gift card' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our gift cards' })).not.toBeInTheDocument();
  });
});
