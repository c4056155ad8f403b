import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyCartSummary, shellMessages } from '@bookfront/contract';
import { sessionFixture, siteSettingsFixture } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AccountControl } from './account-control.tsx';
import { CartButton, MyListsButton } from './header-actions.tsx';

const cartOf = (quantity: number) => ({
  cart: { summary: { ...emptyCartSummary, item_count: quantity ? 1 : 0, total_quantity: quantity } },
});

describe('CartButton', () => {
  it('shows guests the cart with its quantity badge when guest_show_cart is on', async () => {
    renderInShell(<CartButton />, { session: sessionFixture(cartOf(3)) });

    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/checkout/cart');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
  });

  it('hides the badge while the cart is empty', async () => {
    renderInShell(<CartButton />, { session: sessionFixture(cartOf(0)) });

    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('hides the cart from guests when guest_show_cart is off', async () => {
    renderInShell(
      <>
        <span>header</span>
        <CartButton />
      </>,
      { settings: siteSettingsFixture({ guest_show_cart: false }) },
    );

    await screen.findByText('header');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('shows logged-in shoppers the cart even when guests do not see it', async () => {
    renderInShell(<CartButton />, {
      settings: siteSettingsFixture({ guest_show_cart: false }),
      session: sessionFixture({ logged_in: true, ...cartOf(1) }),
    });

    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('hides the cart from everyone when the cart is disabled', async () => {
    renderInShell(
      <>
        <span>header</span>
        <CartButton />
      </>,
      { settings: siteSettingsFixture({ cart_enabled: false }), session: sessionFixture({ logged_in: true }) },
    );

    await screen.findByText('header');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });
});

describe('MyListsButton', () => {
  it('asks guests to log in or sign up', async () => {
    renderInShell(<MyListsButton />);

    await userEvent.click(await screen.findByRole('button', { name: 'My lists' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(shellMessages.loginOrSignUp);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/account/signup');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/account/login');
  });
});

describe('AccountControl', () => {
  it('remembers the current page when a guest goes to log in', async () => {
    renderInShell(<AccountControl />, { path: '/contact-hours' });

    await userEvent.click(await screen.findByRole('link', { name: 'Log in' }));

    expect(sessionStorage.getItem('bookfront.postLoginPath')).toBe('/contact-hours');
  });

  it('shows institution users their company name', async () => {
    renderInShell(<AccountControl />, {
      session: sessionFixture({
        logged_in: true,
        user: {
          first_name: 'Ana',
          last_name: 'Ruiz',
          company: 'Lincoln High School',
          is_institution: true,
          is_personal: false,
          corp_id: 'c1',
        },
      }),
    });

    expect(await screen.findByRole('button', { name: /Lincoln High School/ })).toBeInTheDocument();
  });
});
