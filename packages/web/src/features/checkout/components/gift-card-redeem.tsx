/**
 * GiftCardRedeem: the gift cards of the payment step, added, changed and removed with
 * checkout/addGiftCard, editGiftCard and removeGiftCard (docs/features/gift-cards.md#redeeming-at-checkout).
 *
 * Props:
 * - `cart`: the checkout's cart (CheckoutState.cart). Its `gift_cards` are the cards applied, each
 *   with what it pays now; its summary's `total` and `total_gift_card_amount_used` say what is left.
 * - `onChange(state)`: called with the new CheckoutState after a card was added, changed or
 *   removed; store it as the checkout state (and refetch what depends on the amount owing, such
 *   as the payment choices).
 *
 * Render it for logged-in customers only: the server answers guests 401
 * (docs/features/gift-cards.md#redeeming-at-checkout).
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  giftCardActionTable,
  giftCardAmountFormSchema,
  giftCardErrorCodes,
  giftCardMessages,
  giftCardNumberMinLength,
  giftCardRedeemFormSchema,
  normalizeGiftCardNumber,
  type AddGiftCardInput,
  type Cart,
  type CheckoutState,
  type EditGiftCardRequest,
  type GiftCardAmountForm,
  type GiftCardRedeemForm,
} from '@bookfront/contract';
import { ActionError, actionClient } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';

const api = actionClient(giftCardActionTable);

const addGiftCard = (input: AddGiftCardInput) => api.checkout.addGiftCard(input);
const editGiftCard = (input: EditGiftCardRequest) => api.checkout.editGiftCard(input);
const removeGiftCard = (number: string) => api.checkout.removeGiftCard({ gift_card_number: number });

/** What the shopper sees of an applied card: its last four characters. */
const maskedNumber = (number: string) => `•••• ${number.slice(-4)}`;

const emptyRedeemForm: GiftCardRedeemForm = { gift_card_number: '', pin: '' };

export function GiftCardRedeem({ cart, onChange }: { cart: Cart; onChange: (state: CheckoutState) => void }) {
  const formatPrice = useFormatPrice();
  const [editing, setEditing] = useState<{ number: string; amount: number } | null>(null);
  const form = useForm<GiftCardRedeemForm>({
    resolver: zodResolver(giftCardRedeemFormSchema),
    defaultValues: emptyRedeemForm,
  });
  const add = useMutation({ mutationFn: addGiftCard });
  const remove = useMutation({ mutationFn: removeGiftCard });
  // docs/features/gift-cards.md#card-numbers: Add enables once the number, spaces stripped, exceeds 4 characters.
  const canAdd = normalizeGiftCardNumber(form.watch('gift_card_number')).length >= giftCardNumberMinLength;

  const handleAdd = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (state) => {
        form.reset(emptyRedeemForm);
        onChange(state);
      },
      onError: (error) => {
        // docs/features/gift-cards.md#balance-checker: 'This card has a balance of $0' resets the form; the message stays to say why.
        if (error instanceof ActionError && error.code === giftCardErrorCodes.zeroBalance) {
          form.reset(emptyRedeemForm);
          form.setError('root', { type: 'server', message: error.failure.error });
          return;
        }
        applyServerErrors(form, error);
      },
    }),
  );

  const handleRemove = (number: string) => remove.mutate(number, { onSuccess: (state) => onChange(state) });

  return (
    <section aria-labelledby="gift-card-redeem-heading">
      <Text component="h3" fw={600} mb="xs" id="gift-card-redeem-heading">
        {giftCardMessages.redeemHeading}
      </Text>
      {cart.gift_cards.length > 0 ? (
        <Stack gap={4} mb="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {cart.gift_cards.map((card) => (
            <Group key={card.number} component="li" justify="space-between" wrap="nowrap">
              <Text>{giftCardMessages.applied(maskedNumber(card.number), formatPrice(card.amount))}</Text>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={`${giftCardMessages.edit} ${maskedNumber(card.number)}`}
                  onClick={() => setEditing({ number: card.number, amount: card.amount })}
                >
                  {giftCardMessages.edit}
                </Button>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  color="red"
                  aria-label={`${giftCardMessages.remove} ${maskedNumber(card.number)}`}
                  loading={remove.isPending && remove.variables === card.number}
                  onClick={() => handleRemove(card.number)}
                >
                  {giftCardMessages.remove}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      ) : null}
      {remove.error ? (
        <Text c="red.9" size="sm" role="alert" mb="xs">
          {remove.error.message}
        </Text>
      ) : null}
      <form onSubmit={handleAdd} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={giftCardMessages.numberLabel}
            autoComplete="off"
            maxLength={40}
            error={form.formState.errors.gift_card_number?.message}
            {...form.register('gift_card_number')}
          />
          <TextInput
            label={giftCardMessages.pinLabel}
            autoComplete="off"
            maxLength={20}
            error={form.formState.errors.pin?.message}
            {...form.register('pin')}
          />
          <Button type="submit" mt={{ base: 0, xs: 24 }} disabled={!canAdd} loading={add.isPending}>
            {giftCardMessages.add}
          </Button>
        </Group>
        {form.formState.errors.root ? (
          <Text c="red.9" size="sm" role="alert" mt="xs">
            {form.formState.errors.root.message}
          </Text>
        ) : null}
      </form>
      <EditGiftCardModal
        card={editing}
        onClose={() => setEditing(null)}
        onSaved={(state) => {
          setEditing(null);
          onChange(state);
        }}
      />
    </section>
  );
}

/** The amount an applied card pays, at most its balance and what is owed (the server checks both). */
function EditGiftCardModal({
  card,
  onClose,
  onSaved,
}: {
  card: { number: string; amount: number } | null;
  onClose: () => void;
  onSaved: (state: CheckoutState) => void;
}) {
  return (
    <Modal opened={card !== null} onClose={onClose} title={giftCardMessages.redeemHeading} centered radius="md">
      {card ? <EditGiftCardForm card={card} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  );
}

function EditGiftCardForm({
  card,
  onClose,
  onSaved,
}: {
  card: { number: string; amount: number };
  onClose: () => void;
  onSaved: (state: CheckoutState) => void;
}) {
  const form = useForm<GiftCardAmountForm>({
    // raw: the server reads the amount as typed (dollars); the schema only checks it.
    resolver: zodResolver(giftCardAmountFormSchema, undefined, { raw: true }),
    defaultValues: { amount: (card.amount / 100).toFixed(2) },
  });
  const edit = useMutation({ mutationFn: editGiftCard });
  const handleSave = form.handleSubmit((values) =>
    edit.mutate(
      { gift_card_number: card.number, amount: values.amount },
      { onSuccess: onSaved, onError: (error) => applyServerErrors(form, error) },
    ),
  );
  const amountError = form.formState.errors.amount?.message;
  const rootError = form.formState.errors.root?.message;
  return (
    <form onSubmit={handleSave} noValidate>
      <Stack gap="sm">
        <Text>{maskedNumber(card.number)}</Text>
        <TextInput
          label={giftCardMessages.amountLabel}
          leftSection="$"
          inputMode="decimal"
          maxLength={10}
          data-autofocus
          error={amountError}
          {...form.register('amount')}
        />
        {rootError && rootError !== amountError ? (
          <Text c="red.9" size="sm" role="alert">
            {rootError}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {giftCardMessages.cancel}
          </Button>
          <Button type="submit" loading={edit.isPending}>
            {giftCardMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
