import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartMessages, cartPageMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { EmailCartDialog } from './email-cart-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('EmailCartDialog', () => {
  it('asks for a valid email address with the spec message, without sending', async () => {
    const user = userEvent.setup();
    const api = mockApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<EmailCartDialog opened onClose={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(cartMessages.emailInvalid)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends the cart and closes, saying where it went', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const api = mockApi({
      'cart/email': () => ({ json: { message: cartPageMessages.emailSent('friend@example.com') } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<EmailCartDialog opened onClose={onClose} />);

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]).toMatchObject({ action: 'cart/email', body: { email_address: 'friend@example.com' } });
  });

  it('shows a failure of the whole send, such as too many in an hour', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'cart/email': () => ({ status: 429, json: { error: 'Too many attempts.' } }) });
    vi.stubGlobal('fetch', api.fetch);
    renderInShell(<EmailCartDialog opened onClose={() => undefined} />);

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
