import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleMessages,
  consolePromoErrorCodes,
  consolePromoMessages as messages,
  type ConsolePromoCode,
} from '@bookfront/contract';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: ConsolePromoCode = {
  code: 'FIVE',
  description: '',
  type: 'amount',
  value: 500,
  starts_at: '',
  ends_at: '',
  starts_at_seconds: null,
  ends_at_seconds: null,
  min_subtotal: 2000,
  automatic: false,
  stackable: false,
  active: true,
  max_uses: null,
  once_per_customer: false,
  usage: { orders: 0, discount_cents: 0 },
};

function renderForm(handlers: Parameters<typeof mockApi>[0], promo: ConsolePromoCode | null = null) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const onDone = vi.fn();
  renderInShell(<PromoCodeForm promo={promo} onDone={onDone} />);
  return { api, onDone };
}

describe('PromoCodeForm', () => {
  it('says a percent must be from 1 to 100 and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderForm({});

    await user.type(screen.getByRole('textbox', { name: messages.code }), 'spring');
    await user.type(screen.getByRole('textbox', { name: messages.percentValue }), '150');
    await user.click(screen.getByRole('button', { name: consoleMessages.save }));

    expect(await screen.findByText(messages.percentInvalid)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends an amount and a minimum in cents, and shows the server’s message on the code', async () => {
    const user = userEvent.setup();
    const { api } = renderForm({
      'console/promos/create': () => ({
        status: 409,
        json: { error: messages.codeTaken, code: consolePromoErrorCodes.taken, fields: { code: messages.codeTaken } },
      }),
    });

    await user.type(screen.getByRole('textbox', { name: messages.code }), 'five');
    await user.selectOptions(screen.getByRole('combobox', { name: messages.kind }), 'amount');
    await user.type(screen.getByRole('textbox', { name: messages.amountValue }), '$5');
    await user.type(screen.getByRole('textbox', { name: messages.minSubtotal }), '20.00');
    await user.click(screen.getByRole('button', { name: consoleMessages.save }));

    await waitFor(() =>
      expect(api.calls[0]).toMatchObject({
        action: 'console/promos/create',
        body: expect.objectContaining({ code: 'five', type: 'amount', value: 500, min_subtotal: 2000, active: true }),
      }),
    );
    expect(await screen.findAllByText(messages.codeTaken)).not.toHaveLength(0);
  });

  it('keeps an existing code’s code and saves its changes through update', async () => {
    const user = userEvent.setup();
    const { api, onDone } = renderForm(
      { 'console/promos/update': () => ({ json: { ...saved, active: false } }) },
      saved,
    );

    expect(screen.getByRole('textbox', { name: messages.code })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: messages.amountValue })).toHaveValue('5.00');
    await user.click(screen.getByRole('checkbox', { name: messages.active }));
    await user.click(screen.getByRole('button', { name: consoleMessages.save }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ active: false })));
    expect(api.calls[0]?.body).toMatchObject({ code: 'FIVE', value: 500, active: false });
  });

  it('sends a usage limit and once per customer, and refuses a limit that is not a whole number', async () => {
    const user = userEvent.setup();
    const { api } = renderForm({ 'console/promos/create': () => ({ json: { ...saved, max_uses: 10 } }) });

    await user.type(screen.getByRole('textbox', { name: messages.code }), 'ten');
    await user.type(screen.getByRole('textbox', { name: messages.percentValue }), '10');
    await user.type(screen.getByRole('textbox', { name: messages.maxUses }), 'ten');
    await user.click(screen.getByRole('button', { name: consoleMessages.save }));
    expect(await screen.findByText(messages.maxUsesInvalid)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: messages.maxUses }));
    await user.type(screen.getByRole('textbox', { name: messages.maxUses }), '10');
    await user.click(screen.getByRole('checkbox', { name: messages.oncePerCustomer }));
    await user.click(screen.getByRole('button', { name: consoleMessages.save }));

    await waitFor(() =>
      expect(api.calls[0]?.body).toMatchObject({ code: 'ten', max_uses: 10, once_per_customer: true }),
    );
  });
});
