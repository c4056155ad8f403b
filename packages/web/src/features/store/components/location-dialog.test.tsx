import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyCartSummary, shellMessages } from '@bookfront/contract';
import { contactAndHoursFixture, mockApi, sessionFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { LocationDialog } from './location-dialog.tsx';

function stubApi() {
  const api = mockApi({
    'webstore/getContactAndHours': () => ({ json: contactAndHoursFixture() }),
    'webstore/setMultistoreLocation': (body) => ({ json: sessionFixture({ location_id: String(body.location_id) }) }),
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('LocationDialog', () => {
  it('lists the locations with their details and sets the one chosen', async () => {
    const api = stubApi();
    const onChanged = vi.fn();
    renderInShell(<LocationDialog opened onClose={() => {}} onChanged={onChanged} />);

    expect(await screen.findByText(/42 Alder Avenue, Portland, OR 97214/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Eastside' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.find((call) => call.action === 'webstore/setMultistoreLocation')?.body).toMatchObject({
      location_id: 'eastside',
    });
  });

  it('says what happens to the cart before moving it to another location', async () => {
    const api = stubApi();
    const onChanged = vi.fn();
    renderInShell(<LocationDialog opened onClose={() => {}} onChanged={onChanged} />, {
      session: sessionFixture({
        location_id: 'downtown',
        cart: { summary: { ...emptyCartSummary, item_count: 1, total_quantity: 2 } },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Eastside' }));

    expect(screen.getByText(shellMessages.changeLocationWarning(2, 'Eastside'))).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'webstore/setMultistoreLocation')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Change location' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('sets a first choice at once, even with items in the cart', async () => {
    const api = stubApi();
    const onChanged = vi.fn();
    renderInShell(<LocationDialog opened onClose={() => {}} onChanged={onChanged} />, {
      session: sessionFixture({
        location_id: null,
        cart: { summary: { ...emptyCartSummary, item_count: 1, total_quantity: 2 } },
      }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Eastside' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.calls.some((call) => call.action === 'webstore/setMultistoreLocation')).toBe(true);
  });
});
