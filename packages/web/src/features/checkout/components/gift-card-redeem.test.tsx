import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyCheckoutDraft,
  giftCardErrorCodes,
  giftCardMessages,
  type Cart,
  type CheckoutState,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { GiftCardRedeem } from './gift-card-redeem.tsx';

afterEach(() => vi.unstubAllGlobals());

const cardNumber = 'READ2025GFTCARDS0100';
const withCard = (cart: Cart, amount: number): Cart => ({
  ...cart,
  gift_cards: [{ number: cardNumber, amount }],
  summary: { ...cart.summary, total_gift_card_amount_used: amount },
});
const cart = cartFixture([cartItemFixture()]);
const stateWith = (next: Cart): CheckoutState => ({ draft: emptyCheckoutDraft, cart: next });

function renderRedeem(shown: Cart, handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  const onChange = vi.fn();
  renderInShell(<GiftCardRedeem cart={shown} onChange={onChange} />);
  return { api, onChange, user: userEvent.setup() };
}

describe('GiftCardRedeem', () => {
  it('enables Add once the number, spaces stripped, exceeds 4 characters, and sends the number and PIN', async () => {
    const applied = stateWith(withCard(cart, 1200));
    const { api, onChange, user } = renderRedeem(cart, { 'checkout/addGiftCard': () => ({ json: applied }) });
    const add = screen.getByRole('button', { name: giftCardMessages.add });

    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), 'RE AD');
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), '2');
    expect(add).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: giftCardMessages.pinLabel }), '4321');
    await user.click(add);

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(applied));
    expect(api.calls.find((call) => call.action === 'checkout/addGiftCard')?.body).toMatchObject({
      gift_card_number: 'RE AD2',
      pin: '4321',
    });
    expect(screen.getByRole('textbox', { name: giftCardMessages.numberLabel })).toHaveValue('');
  });

  it("resets the form on 'This card has a balance of $0' and says so", async () => {
    const { user } = renderRedeem(cart, {
      'checkout/addGiftCard': () => ({
        status: 409,
        json: { error: giftCardMessages.zeroBalance, code: giftCardErrorCodes.zeroBalance },
      }),
    });

    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), cardNumber);
    await user.type(screen.getByRole('textbox', { name: giftCardMessages.pinLabel }), '1');
    await user.click(screen.getByRole('button', { name: giftCardMessages.add }));

    expect(await screen.findByRole('alert')).toHaveTextContent(giftCardMessages.zeroBalance);
    expect(screen.getByRole('textbox', { name: giftCardMessages.numberLabel })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: giftCardMessages.pinLabel })).toHaveValue('');
  });

  it('shows other errors under the form and keeps what was typed', async () => {
    const { user } = renderRedeem(cart, {
      'checkout/addGiftCard': () => ({
        status: 400,
        json: { error: giftCardMessages.notAccepted, code: giftCardErrorCodes.notAccepted },
      }),
    });

    await user.type(screen.getByRole('textbox', { name: giftCardMessages.numberLabel }), cardNumber);
    await user.click(screen.getByRole('button', { name: giftCardMessages.add }));

    expect(await screen.findByRole('alert')).toHaveTextContent(giftCardMessages.notAccepted);
    expect(screen.getByRole('textbox', { name: giftCardMessages.numberLabel })).toHaveValue(cardNumber);
  });

  it('lists the applied cards by their last four characters and what each pays', () => {
    renderRedeem(withCard(cart, 1200), {});

    expect(screen.getByText(giftCardMessages.applied('•••• 0100', '$12.00'))).toBeInTheDocument();
  });

  it('changes the amount a card pays, refusing an amount that is not dollars and cents', async () => {
    const changed = stateWith(withCard(cart, 450));
    const { api, onChange, user } = renderRedeem(withCard(cart, 1200), {
      'checkout/editGiftCard': () => ({ json: changed }),
    });

    await user.click(screen.getByRole('button', { name: `${giftCardMessages.edit} •••• 0100` }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: giftCardMessages.amountLabel });
    await user.clear(amount);
    await user.type(amount, '4.5.0');
    await user.click(within(dialog).getByRole('button', { name: giftCardMessages.save }));
    expect(await within(dialog).findByText(giftCardMessages.amountRequired)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '$4.50');
    await user.click(within(dialog).getByRole('button', { name: giftCardMessages.save }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(changed));
    expect(api.calls.find((call) => call.action === 'checkout/editGiftCard')?.body).toMatchObject({
      gift_card_number: cardNumber,
      amount: '$4.50',
    });
  });

  it("puts the server's refusal of an amount on the amount field", async () => {
    const message = giftCardMessages.amountAboveBalance('$5.00');
    const { user } = renderRedeem(withCard(cart, 500), {
      'checkout/editGiftCard': () => ({
        status: 409,
        json: { error: message, code: giftCardErrorCodes.amountAboveBalance, fields: { amount: message } },
      }),
    });

    await user.click(screen.getByRole('button', { name: `${giftCardMessages.edit} •••• 0100` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: giftCardMessages.save }));

    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('removes a card', async () => {
    const removed = stateWith(cart);
    const { api, onChange, user } = renderRedeem(withCard(cart, 1200), {
      'checkout/removeGiftCard': () => ({ json: removed }),
    });

    await user.click(screen.getByRole('button', { name: `${giftCardMessages.remove} •••• 0100` }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(removed));
    expect(api.calls.find((call) => call.action === 'checkout/removeGiftCard')?.body).toMatchObject({
      gift_card_number: cardNumber,
    });
  });
});
