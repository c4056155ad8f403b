import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { consoleCatalogueMessages, consoleMessages, type ConsoleCatalogueTitle } from '@bookfront/contract';
import { mockApi } from '../../../../test/fixtures.ts';
import { renderInShell } from '../../../../test/render.tsx';
import { ConsoleApp } from '../../pages/console-app.tsx';

const manager = { staff_id: 's1', email: 'manager@example.com', role: 'manager', store_name: 'Riverbend Books' };

const title = (price_cents: number): ConsoleCatalogueTitle => ({
  eisbn: '9780439023481',
  title: 'The Hunger Games',
  subtitle: '',
  contributors: 'Suzanne Collins',
  publisher: 'Scholastic',
  binding: 'Paperback',
  cover_image_cache: '',
  hidden: false,
  store_subjects: [],
  locations: [
    {
      location_id: 'downtown',
      name: 'Downtown',
      stock: { onhand: 3, price_cents, availability_code: 'available', is_extra_orderable: true },
    },
  ],
});

// renderInShell mounts the console at '*', so its own routes start at the root here (at /console in the app).
describe('Store console title page', () => {
  it('saves a new price for a location in cents and says the storefront shows it', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/catalogue/get': () => ({ json: title(1299) }),
      'console/catalogue/saveStock': () => ({ json: title(1099) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/catalogue/9780439023481' });

    const price = await screen.findByRole('textbox', { name: consoleCatalogueMessages.price });
    await userEvent.clear(price);
    await userEvent.type(price, '10.99');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleCatalogueMessages.saved)).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/catalogue/saveStock')?.body).toMatchObject({
      eisbn: '9780439023481',
      location_id: 'downtown',
      price_cents: 1099,
      onhand: 3,
    });
  });

  it('hides the title from the storefront and then offers to show it again', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/catalogue/get': () => ({ json: title(1299) }),
      'console/catalogue/setHidden': () => ({ json: { ...title(1299), hidden: true } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/catalogue/9780439023481' });

    await userEvent.click(await screen.findByRole('button', { name: consoleCatalogueMessages.hide }));

    expect(await screen.findByText(consoleCatalogueMessages.hiddenSaved)).toBeInTheDocument();
    expect(screen.getByText(consoleCatalogueMessages.hiddenNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: consoleCatalogueMessages.show })).toBeInTheDocument();
    expect(api.calls.find((call) => call.action === 'console/catalogue/setHidden')?.body).toMatchObject({
      eisbn: '9780439023481',
      hidden: true,
    });
  });

  it('refuses a price that is not money without asking the server', async () => {
    const api = mockApi({
      'console/me': () => ({ json: manager }),
      'console/catalogue/get': () => ({ json: title(1299) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/catalogue/9780439023481' });

    const price = await screen.findByRole('textbox', { name: consoleCatalogueMessages.price });
    await userEvent.clear(price);
    await userEvent.type(price, 'ten');
    await userEvent.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(consoleCatalogueMessages.priceInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'console/catalogue/saveStock')).toBe(false);
  });

  it('offers a clerk no Catalogue and stock link', async () => {
    const api = mockApi({
      'console/me': () => ({ json: { ...manager, role: 'clerk' } }),
      'console/orders/list': () => ({
        json: {
          rows: [],
          rowcount: 0,
          page: 1,
          page_length: 25,
          counts: { new: 0, ready_for_pickup: 0, shipped: 0, completed: 0, cancelled: 0, quote: 0 },
          locations: [],
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<ConsoleApp />, { path: '/' });

    expect(await screen.findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: consoleCatalogueMessages.heading })).not.toBeInTheDocument();
  });
});
