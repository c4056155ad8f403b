import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages, giftCardMessages, giftcardEisbn, shellMessages } from '@bookfront/contract';
import { loggedInSessionFixture } from '../../../test/account-fixtures.ts';
import { cartFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, sessionFixture, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { GiftCardsPage } from './gift-cards-page.tsx';

const giftCardSettings = siteSettingsFixture({
  store_info: { ...siteSettingsFixture().store_info, giftcards_enabled: true, giftcard_minimum: 10 },
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GiftCardsPage', () => {
  it('adds a personalised gift card at the amount typed, then offers the next steps after a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = mockApi({ 'cart/add': () => ({ json: { cart: cartFixture() } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<GiftCardsPage />, { settings: giftCardSettings, session: loggedInSessionFixture() });

    await user.click(screen.getByRole('button', { name: 'Buy a gift card' }));
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '25');
    await user.click(screen.getByRole('switch', { name: 'Personalize' }));
    await user.type(screen.getByRole('textbox', { name: 'To' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByRole('button', { name: 'Added to cart' })).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'cart/add')?.body).toMatchObject({
      eisbn: giftcardEisbn,
      price: '25',
      quantity: '1',
      personalized: true,
      to: 'Sam',
    });
    await act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute('href', '/checkout/cart');
  });

  it("refuses an amount below the store's minimum with the message", async () => {
    const user = userEvent.setup();
    renderInShell(<GiftCardsPage />, { settings: giftCardSettings, session: loggedInSessionFixture() });

    await user.click(screen.getByRole('button', { name: 'Buy a gift card' }));
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText(cartMessages.giftCardBelowMinimum('$10.00'))).toBeInTheDocument();
  });

  it('asks a guest to log in or sign up', async () => {
    const user = userEvent.setup();
    renderInShell(<GiftCardsPage />, { settings: giftCardSettings, session: sessionFixture() });

    await user.click(screen.getByRole('button', { name: 'Buy a gift card' }));

    expect(await screen.findByText(shellMessages.loginOrSignUp)).toBeInTheDocument();
  });

  it('shows the balance checker only when the store turns it on', () => {
    renderInShell(<GiftCardsPage />, { settings: siteSettingsFixture({ show_gc_balanace_checker: true }) });

    expect(screen.getByRole('heading', { name: giftCardMessages.balanceHeading })).toBeInTheDocument();
  });

  it('leaves the balance checker out by default', () => {
    renderInShell(<GiftCardsPage />);

    expect(screen.queryByRole('heading', { name: giftCardMessages.balanceHeading })).not.toBeInTheDocument();
  });

  it('says so when the store does not sell gift cards online', () => {
    renderInShell(<GiftCardsPage />, { settings: siteSettingsFixture(), session: loggedInSessionFixture() });

    expect(screen.getByText(cartMessages.giftCardsDisabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy a gift card' })).not.toBeInTheDocument();
  });
});
