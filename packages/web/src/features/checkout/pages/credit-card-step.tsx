import { useMemo, useState } from 'react';
import { Button, Group, Loader, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import {
  canadaName,
  checkoutActionTable,
  cardBrandLabels,
  cardDetailsOf,
  cardExpiryYears,
  cardFormSchema,
  cardLimits,
  cardMessages,
  commonMessages,
  detectCardBrand,
  formatCardNumber,
  maskCardNumber,
  postalCodeLabel,
  unitedStatesName,
  type CardForm,
  type CardFormValues,
  type SetCreditCardInput,
} from '@bookfront/contract';
import { ActionError, actionClient } from '../../../lib/api-client.ts';
import { CardEncryptionError, encryptCard } from '../card-encryption.ts';
import { storeCart } from '../../../entities/cart/cart.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { checkoutKeys, useCheckoutState } from '../api.ts';
import { StepFrame } from '../components/step-frame.tsx';
import { checkoutPath } from '../steps.ts';

const formId = 'credit-card-form';
const setCreditCardKey = ['checkout', 'setCreditCard'] as const;
const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

/** Addresses name their country; the store's own is a two-letter code. */
const countryNameOf = (code: string) => (code === 'CA' ? canadaName : code === 'US' ? unitedStatesName : code);

const emptyCard: CardFormValues = { name: '', number: '', expiry_month: '', expiry_year: '', cvv: '', postal_code: '' };
const isCardField = (field: string): field is keyof CardFormValues => Object.hasOwn(emptyCard, field);

/** Where the caret goes in a spaced card number to follow its first `digits` digits. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digits) return index + 1;
  }
  return formatted.length;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The card number re-spaced after an edit, with the caret after the same digits as before (not at
 * the end). Deleting only a space deletes the digit beyond it, so Backspace and Delete never stall.
 */
function respacedCardNumber(edited: string, caret: number, previous: string, inputType: string) {
  // docs/features/checkout.md#card-entry: anything but digits stays as typed, so the field can say it is not a card number.
  if (/[^\d\s-]/.test(edited)) return { value: edited, caret };
  let text = edited;
  let at = caret;
  if (edited.length < previous.length && digitsOf(edited) === digitsOf(previous)) {
    if (inputType === 'deleteContentBackward' && at > 0) {
      text = text.slice(0, at - 1) + text.slice(at);
      at -= 1;
    } else if (inputType === 'deleteContentForward') {
      text = text.slice(0, at) + text.slice(at + 1);
    }
  }
  const value = formatCardNumber(text);
  return { value, caret: caretAfterDigits(value, digitsOf(text.slice(0, at)).length) };
}

const api = actionClient(checkoutActionTable);

const setCreditCard = (input: SetCreditCardInput) => api.checkout.setCreditCard(input);

/** What the failure modal says for an error of the card step. */
function failureMessageOf(error: unknown): string {
  if (error instanceof CardEncryptionError) return cardMessages.encryptionUnavailable;
  if (error instanceof ActionError) return error.failure.error;
  return commonMessages.unexpected;
}

/**
 * docs/features/checkout.md#steps /checkout/credit_card: the card form. The card is sealed in this browser with the
 * store's public key, and only the ciphertext and the masked number are sent (checkout/setCreditCard);
 * then review. A failure shows the modal 'There was an error' (docs/features/checkout.md#messages).
 */
export function CreditCardStep() {
  const settings = useSiteSettings();
  // The checkout page has loaded the state; a failed refetch keeps the data it had.
  const { data: state } = useCheckoutState();
  const { accepted_cards: acceptedCards, card_public_key: publicKey } = settings.checkout;
  const isOffered = publicKey.trim() !== '';
  const isSaving = useIsMutating({ mutationKey: setCreditCardKey }) > 0;

  return (
    <StepFrame
      heading={cardMessages.heading}
      backTo={checkoutPath('payment')}
      actions={
        isOffered && state ? (
          <Button type="submit" form={formId} loading={isSaving}>
            {cardMessages.continueLabel}
          </Button>
        ) : null
      }
    >
      {!isOffered ? (
        <Text>{cardMessages.cardNotOffered}</Text>
      ) : state ? (
        <CardForm
          acceptedCards={acceptedCards}
          publicKey={publicKey}
          country={state.draft.shipping?.country ?? countryNameOf(settings.store_info.country)}
          postalCode={state.draft.shipping?.postal_code ?? ''}
        />
      ) : (
        <Loader size="sm" aria-label="Loading" />
      )}
    </StepFrame>
  );
}

type CardFormProps = {
  acceptedCards: Parameters<typeof cardFormSchema>[0]['acceptedCards'];
  publicKey: string;
  /** The country the postal code follows (docs/features/accounts.md#profile-fields), as addresses name it. */
  country: string;
  postalCode: string;
};

function CardForm({ acceptedCards, publicKey, country, postalCode }: CardFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => cardFormSchema({ acceptedCards, country, now: new Date() }), [acceptedCards, country]);
  const years = useMemo(() => cardExpiryYears(new Date()).map(String), []);
  const form = useForm<CardFormValues, unknown, CardForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { ...emptyCard, postal_code: postalCode },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationKey: setCreditCardKey,
    mutationFn: async (card: CardForm) => {
      const brand = detectCardBrand(card.number);
      if (!brand) throw new Error('The form let through a card of no known brand.');
      return setCreditCard({
        ...(await encryptCard(publicKey, cardDetailsOf(card))),
        masked_number: maskCardNumber(card.number),
        brand,
        expiry_month: card.expiry_month,
        expiry_year: card.expiry_year,
        name: card.name,
        postal_code: card.postal_code,
      });
    },
    onSuccess: ({ draft, cart }) => {
      queryClient.setQueryData(checkoutKeys.state(), { draft, cart });
      storeCart(queryClient, cart);
      void navigate(checkoutPath('review'));
    },
    onError: (error) => {
      // The server's field messages (an expired card) also mark the field; the modal says what failed.
      const fields = error instanceof ActionError ? Object.entries(error.failure.fields ?? {}) : [];
      for (const [field, message] of fields) {
        if (isCardField(field)) form.setError(field, { type: 'server', message });
      }
      setFailure(failureMessageOf(error));
    },
  });

  const handleSubmit = form.handleSubmit((card) => save.mutateAsync(card).catch(() => undefined));
  const brandNames = acceptedCards.map((brand) => cardBrandLabels[brand]).join(', ');

  return (
    <form id={formId} onSubmit={handleSubmit} noValidate aria-label={cardMessages.heading}>
      <Stack gap="md">
        <Text size="sm">{cardMessages.accepted(brandNames)}</Text>
        <Text size="sm" c="dimmed">
          {cardMessages.encryptionNote}
        </Text>
        <TextInput
          label={cardMessages.nameLabel}
          autoComplete="cc-name"
          required
          maxLength={cardLimits.nameMax}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="number"
          render={({ field }) => (
            <TextInput
              label={cardMessages.numberLabel}
              autoComplete="cc-number"
              inputMode="numeric"
              required
              maxLength={cardLimits.numberInputMax}
              error={errors.number?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                const input = event.currentTarget;
                const { inputType } = event.nativeEvent as InputEvent;
                const next = respacedCardNumber(
                  input.value,
                  input.selectionStart ?? input.value.length,
                  field.value,
                  inputType,
                );
                // The caret is placed once the re-spaced number is in the field.
                flushSync(() => field.onChange(next.value));
                input.setSelectionRange(next.caret, next.caret);
              }}
            />
          )}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <NativeSelect
            label={cardMessages.monthLabel}
            autoComplete="cc-exp-month"
            required
            data={[{ value: '', label: cardMessages.monthPlaceholder }, ...months]}
            error={errors.expiry_month?.message}
            {...form.register('expiry_month')}
          />
          <NativeSelect
            label={cardMessages.yearLabel}
            autoComplete="cc-exp-year"
            required
            data={[{ value: '', label: cardMessages.yearPlaceholder }, ...years]}
            error={errors.expiry_year?.message}
            {...form.register('expiry_year')}
          />
          <TextInput
            label={cardMessages.cvvLabel}
            autoComplete="cc-csc"
            inputMode="numeric"
            required
            maxLength={4}
            error={errors.cvv?.message}
            {...form.register('cvv')}
          />
          <TextInput
            label={postalCodeLabel(country, { titleCase: true })}
            autoComplete="postal-code"
            maxLength={cardLimits.postalCodeMax}
            error={errors.postal_code?.message}
            {...form.register('postal_code')}
          />
        </SimpleGrid>
      </Stack>
      <Modal opened={failure !== null} onClose={() => setFailure(null)} title={cardMessages.cardFailed} centered>
        <Stack gap="md">
          <Text>{failure}</Text>
          <Group justify="flex-end">
            <Button onClick={() => setFailure(null)}>{cardMessages.closeLabel}</Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
