import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Radio, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  checkoutMessages,
  checkoutStepMessages,
  paymentChoiceSchema,
  type CheckoutState,
  type PaymentChoice,
} from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { usePaymentChoices, useReplaceCheckoutState, useSetPaymentChoice } from '../api.ts';
import { CartAdjustmentDialog } from '../components/cart-adjustment-dialog.tsx';
import { GiftCardRedeem } from '../components/gift-card-redeem.tsx';
import { StepFrame } from '../components/step-frame.tsx';
import { useStockCheck } from '../hooks/use-stock-check.ts';
import classes from './choice-cards.module.css';

/** docs/features/checkout.md#payment. */
const paymentSelectionDelayMs = 1000;

/**
 * The choices this storefront can complete: the card page needs the store's public key to seal
 * the card with (the server offers PayPal and the hosted card forms only with their keys).
 */
function completableChoices(hasCardKey: boolean): readonly PaymentChoice[] {
  const always: PaymentChoice[] = ['pickup', 'contact', 'paypal', 'clearent', 'chase', 'global'];
  return hasCardKey ? [...always, 'credit_card'] : always;
}

const isPaymentChoice = (value: string): value is PaymentChoice =>
  (paymentChoiceSchema.options as readonly string[]).includes(value);

/** docs/features/checkout.md#payment: credit_card goes to the card page, global and chase to their pages, the others to review. */
const nextPathOf = (choice: PaymentChoice) =>
  choice === 'credit_card' || choice === 'chase' || choice === 'global' ? `/checkout/${choice}` : '/checkout/review';

/**
 * docs/features/checkout.md#steps /checkout/payment. Choosing a payment waits one second, then saves it (docs/features/checkout.md#steps);
 * Continue saves at once a choice still waiting. Nothing owed offers only 'Continue (it's free!)'.
 */
export function PaymentStep({ state }: { state: CheckoutState }) {
  const navigate = useNavigate();
  const settings = useSiteSettings();
  const session = useSession();
  const replaceState = useReplaceCheckoutState();
  const paymentChoices = usePaymentChoices();
  const setPaymentChoice = useSetPaymentChoice();
  const stock = useStockCheck();
  const [selected, setSelected] = useState<PaymentChoice | null>(state.draft.payment);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const isPickup = state.draft.delivery === 'pickup';
  const completable = completableChoices(settings.checkout.card_public_key.trim() !== '');
  const offered = (paymentChoices.data?.choices[isPickup ? 'pickup' : 'ship'] ?? []).filter((choice) =>
    completable.includes(choice),
  );
  const isFree = paymentChoices.data?.total_owing === 0;
  // The only choice on offer is chosen already: Continue saves it (docs/features/checkout.md#payment).
  const [onlyChoice] = offered.length === 1 ? offered : [];
  const chosen = selected ?? onlyChoice ?? null;
  const isSaved = chosen !== null && state.draft.payment === chosen;

  const save = (choice: PaymentChoice, then?: () => void) =>
    setPaymentChoice.mutate({ payment_choice: choice }, { onSuccess: () => then?.() });

  const handleChoose = (value: string) => {
    if (!isPaymentChoice(value)) return;
    setSelected(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => save(value), paymentSelectionDelayMs);
  };

  const handleContinue = (choice: PaymentChoice) => {
    clearTimeout(timer.current);
    void stock.proceed(() => {
      if (state.draft.payment === choice) void navigate(nextPathOf(choice));
      else save(choice, () => void navigate(nextPathOf(choice)));
    });
  };

  const failure = setPaymentChoice.error?.message ?? (stock.failure instanceof Error ? stock.failure.message : null);
  const isBusy = stock.isChecking || setPaymentChoice.isPending;

  return (
    <StepFrame
      heading={checkoutStepMessages.paymentHeading}
      backTo="/checkout/contact"
      error={paymentChoices.error?.message ?? failure}
      actions={
        isFree ? (
          <Button loading={isBusy} onClick={() => handleContinue('not_required')}>
            {checkoutMessages.continueFree}
          </Button>
        ) : paymentChoices.isSuccess && offered.length > 0 ? (
          <Button disabled={chosen === null} loading={isBusy} onClick={() => chosen && handleContinue(chosen)}>
            {checkoutStepMessages.continue}
          </Button>
        ) : null
      }
    >
      {paymentChoices.isPending ? (
        <Loader size="sm" aria-label="Loading payment methods" />
      ) : isFree ? (
        <Text>{checkoutStepMessages.nothingOwed}</Text>
      ) : paymentChoices.isSuccess && offered.length === 0 ? (
        <Text>{checkoutStepMessages.noPaymentChoices}</Text>
      ) : paymentChoices.isSuccess ? (
        <Radio.Group
          value={chosen}
          onChange={handleChoose}
          label={checkoutStepMessages.choosePayment}
          classNames={{ label: classes.groupLabel }}
        >
          <div className={classes.list}>
            {offered.map((choice) => (
              <Radio.Card
                key={choice}
                value={choice}
                className={classes.card}
                aria-label={checkoutStepMessages.paymentChoice[choice]}
              >
                <div className={classes.cardRow}>
                  <Radio.Indicator />
                  <div className={classes.cardBody}>
                    <Text fw={600}>{checkoutStepMessages.paymentChoice[choice]}</Text>
                  </div>
                </div>
              </Radio.Card>
            ))}
          </div>
        </Radio.Group>
      ) : null}
      {chosen !== null && !isSaved && setPaymentChoice.isPending ? (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          {checkoutStepMessages.savingPayment}
        </Text>
      ) : null}
      {session.logged_in ? (
        <div className={classes.giftCards}>
          <GiftCardRedeem cart={state.cart} onChange={replaceState} />
        </div>
      ) : null}
      <CartAdjustmentDialog {...stock.dialog} />
    </StepFrame>
  );
}
