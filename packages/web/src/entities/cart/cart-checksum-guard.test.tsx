import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartFixture } from '../../test/cart-fixtures.ts';
import { mockApi, sessionFixture } from '../../test/fixtures.ts';
import { testQueryClient } from '../../test/render.tsx';
import { useCartChecksumGuard, type CartChecksumGuardOptions } from './cart-checksum-guard.ts';
import { sessionKeys, sessionQueryOptions } from '../session/session.ts';

afterEach(() => vi.unstubAllGlobals());

function Guarded(options: CartChecksumGuardOptions) {
  useQuery(sessionQueryOptions); // as the shell does: the session query is always observed
  useCartChecksumGuard(options);
  return <p>At {useLocation().pathname}</p>;
}

function renderGuard(path: string, options: CartChecksumGuardOptions, serverChecksum: string) {
  const held = sessionFixture({ cart: { ...cartFixture(), checksum: 'held' } });
  const refreshed = sessionFixture({ cart: { ...cartFixture(), checksum: serverChecksum } });
  const api = mockApi({
    'session/getChecksum': () => ({ json: { cart_checksum: serverChecksum } }),
    'session/get': () => ({ json: refreshed }),
  });
  vi.stubGlobal('fetch', api.fetch);
  const queryClient = testQueryClient();
  queryClient.setQueryData(sessionKeys.all, held);
  const router = createMemoryRouter(
    [
      { path: '/checkout/cart', element: <p>At the cart</p> },
      { path: '*', element: <Guarded {...options} /> },
    ],
    { initialEntries: [path] },
  );
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { api, queryClient };
}

const focusWindow = () => act(() => window.dispatchEvent(new Event('focus')));

describe('useCartChecksumGuard', () => {
  it('sends the shopper back to the cart when the cart changed elsewhere', async () => {
    renderGuard('/checkout/review', { redirectOnChange: true }, 'changed');

    focusWindow();

    expect(await screen.findByText('At the cart')).toBeInTheDocument();
  });

  it('stays on the page when the cart is the one it holds', async () => {
    const { api } = renderGuard('/checkout/payment', { redirectOnChange: true }, 'held');

    focusWindow();

    await waitFor(() => expect(api.calls.map((call) => call.action)).toContain('session/getChecksum'));
    expect(screen.getByText('At /checkout/payment')).toBeInTheDocument();
    expect(api.calls.map((call) => call.action)).not.toContain('session/get');
  });

  it('only fetches the session again on an exempt page', async () => {
    const exempt = renderGuard('/checkout/provider', { redirectOnChange: true }, 'changed');

    focusWindow();

    await waitFor(() =>
      expect(exempt.queryClient.getQueryData(sessionKeys.all)).toMatchObject({ cart: { checksum: 'changed' } }),
    );
    expect(screen.getByText('At /checkout/provider')).toBeInTheDocument();
  });

  it('does not ask while an external payment window is open', () => {
    const { api } = renderGuard('/checkout/payment', { redirectOnChange: true, paused: true }, 'changed');

    focusWindow();

    expect(api.calls).toEqual([]);
  });
});
