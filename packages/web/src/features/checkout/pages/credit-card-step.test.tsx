import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cardMessages,
  cardKeyWrapAlgorithm,
  derToPem,
  emptyCheckoutDraft,
  type CheckoutState,
} from '@bookfront/contract';
import { cartFixture, cartItemFixture } from '../../../test/cart-fixtures.ts';
import { mockApi, siteSettingsFixture } from '../../../test/fixtures.ts';
import { renderInShell } from '../../../test/render.tsx';
import { CreditCardStep } from './credit-card-step.tsx';

const state: CheckoutState = {
  draft: { ...emptyCheckoutDraft, delivery: 'pickup', payment: 'credit_card' },
  cart: cartFixture([cartItemFixture()]),
};
const year = new Date().getFullYear();

let publicPem: string;
beforeAll(async () => {
  const keys = await crypto.subtle.generateKey(
    { ...cardKeyWrapAlgorithm, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  publicPem = derToPem(new Uint8Array(await crypto.subtle.exportKey('spki', keys.publicKey)), 'PUBLIC KEY');
});

function renderStep({
  setCreditCard = () => ({
    json: {
      ...state,
      cc_info: {
        brand: 'visa',
        masked_number: '•••• 4242',
        name: 'Ada Lovelace',
        expiry_month: 12,
        expiry_year: year + 1,
      },
      checksum: state.cart.checksum,
    },
  }),
  publicKey = publicPem,
}: { setCreditCard?: Parameters<typeof mockApi>[0][string]; publicKey?: string } = {}) {
  const api = mockApi({ 'checkout/get': () => ({ json: state }), 'checkout/setCreditCard': setCreditCard });
  vi.stubGlobal('fetch', api.fetch);
  const settings = siteSettingsFixture({
    checkout: { card_public_key: publicKey, accepted_cards: ['visa', 'mastercard'] },
  });
  return { api, ...renderInShell(<CreditCardStep />, { path: '/checkout/credit_card', settings }) };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242424242424242') {
  await user.type(await screen.findByRole('textbox', { name: cardMessages.nameLabel }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: cardMessages.numberLabel }), number);
  await user.selectOptions(screen.getByRole('combobox', { name: cardMessages.monthLabel }), '12');
  await user.selectOptions(screen.getByRole('combobox', { name: cardMessages.yearLabel }), String(year + 1));
  await user.type(screen.getByRole('textbox', { name: cardMessages.cvvLabel }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Zip Code' }), '90210');
}

const continueButton = () => screen.getByRole('button', { name: cardMessages.continueLabel });

describe('CreditCardStep', () => {
  it('spaces the number as it is typed and offers this year and the nine after it', async () => {
    const user = userEvent.setup();
    renderStep();

    const number = await screen.findByRole('textbox', { name: cardMessages.numberLabel });
    await user.type(number, '4242424242424242');

    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(number).toHaveAttribute('maxlength', '25');
    const years = within(screen.getByRole('combobox', { name: cardMessages.yearLabel })).getAllByRole('option');
    expect(years.slice(1).map((option) => option.textContent)).toEqual(
      Array.from({ length: 10 }, (_, offset) => String(year + offset)),
    );
  });

  it('says what is wrong with each field and sends nothing', async () => {
    const user = userEvent.setup();
    const { api } = renderStep();
    await user.type(await screen.findByRole('textbox', { name: cardMessages.numberLabel }), '4242');
    await user.type(screen.getByRole('textbox', { name: cardMessages.cvvLabel }), '12');

    await user.click(continueButton());

    expect(await screen.findByText(cardMessages.numberTooShort)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.monthRequired)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.yearRequired)).toBeInTheDocument();
    expect(screen.getByText(cardMessages.cvvInvalid)).toBeInTheDocument();
    expect(api.calls.some((call) => call.action === 'checkout/setCreditCard')).toBe(false);
  });

  it('keeps letters typed into the number and says it is not a valid card number', async () => {
    const user = userEvent.setup();
    renderStep();
    const number = await screen.findByRole('textbox', { name: cardMessages.numberLabel });

    await user.type(number, '4242abcd');
    await user.tab();

    expect(number).toHaveValue('4242abcd');
    expect(await screen.findByText(cardMessages.numberInvalid)).toBeInTheDocument();
  });

  it('refuses a brand the store does not accept', async () => {
    const user = userEvent.setup();
    renderStep();
    await fillCard(user, '378282246310005');

    await user.click(continueButton());

    expect(await screen.findByText(cardMessages.brandNotAccepted)).toBeInTheDocument();
  });

  it('sends only the sealed card and the masked number, then opens review', async () => {
    const user = userEvent.setup();
    const { api, router } = renderStep();
    await fillCard(user);

    await user.click(continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/review'));
    const sent = api.calls.find((call) => call.action === 'checkout/setCreditCard')?.body ?? {};
    expect(sent).toMatchObject({
      masked_number: '•••• 4242',
      brand: 'visa',
      expiry_month: 12,
      expiry_year: year + 1,
      name: 'Ada Lovelace',
      postal_code: '90210',
    });
    expect(sent).not.toHaveProperty('number');
    expect(sent).not.toHaveProperty('cvv');
    expect(JSON.stringify(sent)).not.toContain('4242424242424242');
    expect(String(sent.encrypted_cc_info)).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
    expect(String(sent.encrypted_cvv)).toMatch(/^[A-Za-z0-9+/]{300,}={0,2}$/);
  });

  it("shows the modal 'There was an error' with the server's reason when the card is refused", async () => {
    const user = userEvent.setup();
    const { router } = renderStep({
      setCreditCard: () => ({
        status: 403,
        json: { error: cardMessages.cardNotOffered, code: 'CHECKOUT_CARD_NOT_OFFERED' },
      }),
    });
    await fillCard(user);

    await user.click(continueButton());

    const modal = await screen.findByRole('dialog', { name: cardMessages.cardFailed });
    expect(modal).toHaveTextContent(cardMessages.cardNotOffered);
    expect(router.state.location.pathname).toBe('/checkout/credit_card');
  });

  it('offers no card form where the store has no key to seal cards with', async () => {
    renderStep({ publicKey: '' });

    expect(await screen.findByText(cardMessages.cardNotOffered)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: cardMessages.numberLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cardMessages.continueLabel })).not.toBeInTheDocument();
  });
});
