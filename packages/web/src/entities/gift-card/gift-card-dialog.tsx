import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import {
  cartMessages,
  giftcardEisbn,
  giftCardFormSchema,
  limits,
  type CartItem,
  type GiftCardForm,
} from '@bookfront/contract';
import { useAddToCart } from '../cart/cart.ts';
import { applyServerErrors } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';

/** docs/features/gift-cards.md#buying-a-gift-card: 'Added to cart' shows for one second before the next choices. */
const addedMessageMs = 1000;

const emptyForm: GiftCardForm = { price: '', quantity: '1', personalized: false, from: '', to: '', message: '' };

const amountText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The form of a gift card line already in the cart. */
function formOf(line: CartItem): GiftCardForm {
  const note = line.cart_info.cart_notes;
  return {
    // Whole dollars fit the amount box's 4 characters (docs/features/cart.md#adding-to-the-cart).
    price: amountText(note?.giftcard_price ?? 0),
    quantity: String(line.cart_info.quantity),
    personalized: note?.gift_card_info.personalize ?? false,
    from: note?.gift_card_info.from ?? '',
    to: note?.gift_card_info.to ?? '',
    message: note?.gift_card_info.message ?? '',
  };
}

/**
 * docs/features/gift-cards.md#buying-a-gift-card: an amount from the store's minimum to $9999.00, a quantity and an
 * optional personal note; once added, Go to Cart, keep shopping or add another. Given a gift card
 * `line` of the cart, it changes that line instead (cart/add with its cart_id) and closes.
 */
export function GiftCardDialog({ opened, onClose, line }: { opened: boolean; onClose: () => void; line?: CartItem }) {
  const settings = useSiteSettings();
  const minimumDollars = settings.store_info.giftcard_minimum;
  const initial = line ? formOf(line) : emptyForm;
  const form = useForm<GiftCardForm>({
    // raw: the server reads the amount as typed (dollars); the schema's cents are only for checking.
    resolver: zodResolver(giftCardFormSchema, undefined, { raw: true }),
    defaultValues: initial,
  });
  const addToCart = useAddToCart();
  const [stage, setStage] = useState<'form' | 'added' | 'next'>('form');
  const personalized = form.watch('personalized') === true;

  useEffect(() => {
    if (stage !== 'added') return;
    const timer = window.setTimeout(() => setStage('next'), addedMessageMs);
    return () => window.clearTimeout(timer);
  }, [stage]);

  const startOver = () => {
    form.reset(initial);
    setStage('form');
  };
  const close = () => {
    startOver();
    onClose();
  };

  const handleSubmit = form.handleSubmit((values) => {
    const amount = Number(String(values.price).replace(/[\s$]/g, ''));
    if (amount < minimumDollars) {
      form.setError('price', { message: cartMessages.giftCardBelowMinimum(`$${minimumDollars.toFixed(2)}`) });
      return;
    }
    addToCart.mutate(
      { eisbn: giftcardEisbn, ...values, ...(line ? { cart_id: line.cart_info.cart_id } : {}) },
      { onSuccess: () => (line ? close() : setStage('added')), onError: (error) => applyServerErrors(form, error) },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={line ? 'Change gift card' : 'Buy a gift card'} centered radius="md">
      {stage === 'form' ? (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Amount"
              description={`From $${minimumDollars.toFixed(2)} to $9999.00`}
              leftSection="$"
              inputMode="decimal"
              maxLength={limits.giftCardAmountInputMax}
              required
              error={form.formState.errors.price?.message}
              {...form.register('price')}
            />
            <TextInput
              label="Quantity"
              inputMode="numeric"
              maxLength={limits.quantityInputDigits}
              required
              error={form.formState.errors.quantity?.message}
              {...form.register('quantity')}
            />
            <Switch label="Personalize" {...form.register('personalized')} />
            {personalized ? (
              <>
                <TextInput
                  label="To"
                  maxLength={limits.giftToFromMax}
                  error={form.formState.errors.to?.message}
                  {...form.register('to')}
                />
                <TextInput
                  label="From"
                  maxLength={limits.giftToFromMax}
                  error={form.formState.errors.from?.message}
                  {...form.register('from')}
                />
                <Textarea
                  label="Message"
                  maxLength={limits.giftMessageMax}
                  minRows={2}
                  error={form.formState.errors.message?.message}
                  {...form.register('message')}
                />
              </>
            ) : null}
            {form.formState.errors.root ? (
              <Text c="red.9" size="sm" role="alert">
                {form.formState.errors.root.message}
              </Text>
            ) : null}
            <Button type="submit" loading={addToCart.isPending}>
              {line ? 'Save changes' : 'Add to cart'}
            </Button>
          </Stack>
        </form>
      ) : stage === 'added' ? (
        <Button fullWidth color="green.9" aria-live="polite">
          Added to cart
        </Button>
      ) : (
        <Stack gap="sm">
          <Text>{cartMessages.added}</Text>
          <Group grow>
            <Button component={Link} to={paths.cart()} onClick={onClose}>
              Go to Cart
            </Button>
            <Button variant="default" onClick={close}>
              Keep shopping
            </Button>
          </Group>
          <Button variant="subtle" onClick={startOver}>
            Add another gift card
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
