import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { orderFixture } from '../../../test/order-fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { QuoteRequestDialog } from './quote-request-dialog.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('QuoteRequestDialog', () => {
  it('asks for a message with the spec sentence, without sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<QuoteRequestDialog opened onClose={() => undefined} />);

    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(checkoutMessages.quoteMessageRequired)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('requests the quote and opens it as an order just placed', async () => {
    const user = userEvent.setup();
    const quote = orderFixture({ order_number: 'Q-1042', delivery_key: 'quote', payment_type: 'quote' });
    const api = mockApi({ 'checkout/requestQuote': () => ({ json: { order_number: 'Q-1042', data: quote } }) });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderInShell(<QuoteRequestDialog opened onClose={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Thirty copies for the book club by May.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/order/Q-1042'));
    expect(router.state.location.search).toBe('?success=1');
    expect(api.calls[0]).toMatchObject({
      action: 'checkout/requestQuote',
      body: { message: 'Thirty copies for the book club by May.' },
    });
  });

  it('shows a failed request in the dialog', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'checkout/requestQuote': () => ({ status: 403, json: { error: 'Quotes are off.' } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<QuoteRequestDialog opened onClose={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please quote.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Quotes are off.');
  });
});
