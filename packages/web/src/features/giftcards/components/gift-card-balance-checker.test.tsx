import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftCardErrorCodes, giftCardMessages } from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { GiftCardBalanceChecker } from './gift-card-balance-checker.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderChecker(handler: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({ 'giftcard/balance': handler });
  vi.stubGlobal('fetch', api.fetch);
  renderInShell(<GiftCardBalanceChecker />);
  return { api, user: userEvent.setup() };
}

describe('GiftCardBalanceChecker', () => {
  it('shows the balance and that gift cards never expire', async () => {
    const { api, user } = renderChecker(() => ({ json: { balance: 2550 } }));

    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), 'READ 2025 GFTC ARDS 0100');
    await user.click(screen.getByRole('button', { name: giftCardMessages.checkBalance }));

    expect(await screen.findByText(giftCardMessages.balanceIs('$25.50'))).toBeInTheDocument();
    expect(screen.getByText(giftCardMessages.neverExpire)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ number: 'READ 2025 GFTC ARDS 0100' });
  });

  it("shows the server's refusal with a hint about where the number is", async () => {
    const { user } = renderChecker(() => ({
      status: 400,
      json: { error: giftCardMessages.notAccepted, code: giftCardErrorCodes.notAccepted },
    }));

    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), 'ZZZZZ');
    await user.click(screen.getByRole('button', { name: giftCardMessages.checkBalance }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(giftCardMessages.notAccepted);
    expect(alert).toHaveTextContent(giftCardMessages.numberHint);
  });

  it('asks for a number before asking the server', async () => {
    const { api, user } = renderChecker(() => ({ json: { balance: 0 } }));

    await user.click(screen.getByRole('button', { name: giftCardMessages.checkBalance }));

    expect(await screen.findByText(giftCardMessages.numberRequired)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
