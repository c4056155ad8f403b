import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  cardBrandLabels,
  checkoutErrorCodes,
  checkoutMessages,
  checkoutStepMessages,
  shippingMessages,
  type CheckoutState,
  type OrderPlaced,
  type SubmitInput,
} from '@bookfront/contract';
import { ActionError, newRequestId } from '../../../lib/api-client.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionKeys, useSession } from '../../../entities/session/session.ts';
import { chosenLocationName } from '../../../entities/location/location-names.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { completeCardPayment, usePaymentChoices, useShippingProviders, useSubmitOrder } from '../api.ts';
import { AddressBlock } from '../components/address-option.tsx';
import { ClearentCardFields } from '../components/clearent-card-fields.tsx';
import { CartAdjustmentDialog } from '../components/cart-adjustment-dialog.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { StepFrame } from '../components/step-frame.tsx';
import { useClearentForm } from '../hooks/use-clearent-form.ts';
import { usePaypalCheckout } from '../hooks/use-paypal-checkout.ts';
import { useStockCheck } from '../hooks/use-stock-check.ts';
import { asTitle } from '../providers.ts';
import classes from './review-step.module.css';

/** One part of the review with a link back to the step that set it. */
function ReviewPart({ heading, editTo, children }: { heading: string; editTo: string; children: React.ReactNode }) {
  return (
    <div className={classes.part}>
      <div className={classes.partHead}>
        <h3 className={classes.partHeading}>{heading}</h3>
        <Anchor component={Link} to={editTo} size="sm" aria-label={`${checkoutStepMessages.edit} ${heading}`}>
          {checkoutStepMessages.edit}
        </Anchor>
      </div>
      <div className={classes.partBody}>{children}</div>
    </div>
  );
}

/** docs/features/checkout.md#review-and-submit: a failure with a reason shows that reason; anything else as 'There was an error: (…)'. */
const submitFailureText = (error: unknown) =>
  error instanceof ActionError && error.code
    ? error.message
    : checkoutMessages.submitFailed(error instanceof Error ? error.message : String(error));

/**
 * Paying with Clearent on the review (docs/features/checkout.md#hosted-card-forms): its card fields, and Place order
 * turning the card into a one-use token that checkout/cardPayment charges and places the order with.
 */
function useClearentPayment(
  isChosen: boolean,
  handlers: { onPlaced: (placed: OrderPlaced) => void; onFailed: (error: unknown) => void },
) {
  const paymentChoices = usePaymentChoices({ enabled: isChosen });
  const form = paymentChoices.data?.clearent_form;
  const fields = useClearentForm(isChosen ? form : undefined);
  const [cardRefused, setCardRefused] = useState(false);
  const [isTokenizing, setTokenizing] = useState(false);
  const payment = useMutation({ mutationFn: completeCardPayment });
  // A store that stopped offering Clearent, or choices that could not be read, give no form to draw.
  const isFormMissing = paymentChoices.isError || (paymentChoices.isSuccess && !form);

  const pay = () => {
    setCardRefused(false);
    setTokenizing(true);
    fields
      .token()
      .then(
        (token) =>
          payment.mutate(
            { provider: 'clearent', transaction_data: token },
            { onSuccess: handlers.onPlaced, onError: handlers.onFailed },
          ),
        () => setCardRefused(true),
      )
      .finally(() => setTokenizing(false));
  };

  return {
    isChosen,
    status: isFormMissing ? ('unavailable' as const) : fields.status,
    cardRefused,
    isPaying: isTokenizing || payment.isPending,
    pay,
  };
}

/**
 * docs/features/checkout.md#steps /checkout/review: everything chosen, the items, and Place order. One request id is
 * kept for the clicks and retries of one order, so the server places it once (docs/architecture.md#api-protocol).
 */
export function ReviewStep({ state }: { state: CheckoutState }) {
  const settings = useSiteSettings();
  const format = useFormatPrice();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitOrder();
  const stock = useStockCheck();
  const requestId = useRef<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [paypalFailed, setPaypalFailed] = useState(false);
  const { draft, cart } = state;
  const isPickup = draft.delivery === 'pickup';
  const providers = useShippingProviders(isPickup ? null : (draft.shipping?.address_id ?? null));
  const providerLabel = providers.data?.providers.find((option) => option.provider === draft.provider)?.label;
  // docs/features/checkout.md#review-and-submit: the location the server will take the order at, with its own address.
  const pickupLocation = draft.pickup_location ?? null;
  const pickupAt = pickupLocation?.name ?? chosenLocationName(settings, session) ?? settings.store_info.name;
  const pickupAddress = pickupLocation
    ? [pickupLocation.address, pickupLocation.city, pickupLocation.province]
    : [settings.store_info.address, settings.store_info.city, settings.store_info.province];

  /** Places the order the shopper reviewed, as the stock check left it. */
  const placeOrder = ({ draft, cart }: CheckoutState) => {
    requestId.current ??= newRequestId();
    const input: SubmitInput & { requestId: string } = {
      requestId: requestId.current,
      checksum: cart.checksum,
      ...(draft.delivery ? { delivery_preference: draft.delivery } : {}),
      ...(draft.shipping ? { address_id: draft.shipping.address_id } : {}),
      ...(draft.provider ? { provider: draft.provider } : {}),
      ...(draft.batch ? { multiship_method: draft.batch } : {}),
      ...(draft.payment ? { payment_choice: draft.payment } : {}),
      ...(draft.contact.preferred_communication
        ? { preferred_communication: draft.contact.preferred_communication }
        : {}),
      promo_code: draft.contact.promo_code,
      instructions: draft.contact.instructions,
      ...(session.logged_in
        ? {}
        : { name: draft.contact.name, email: draft.contact.email, phone: draft.contact.phone }),
    };
    submit.mutate(input, {
      onSuccess: (placed) => {
        requestId.current = null;
        showOrder(placed);
      },
      onError: handleFailure,
    });
  };

  /** After submit the order page opens (a guest's with its link's secret) and the cart is empty (docs/features/checkout.md#guest-checkout). */
  function showOrder({ order_number: orderNumber, token }: OrderPlaced) {
    const query = new URLSearchParams({ success: '1', ...(token ? { token } : {}) });
    void navigate(`/account/order/${encodeURIComponent(orderNumber)}?${query.toString()}`);
    void queryClient.refetchQueries({ queryKey: sessionKeys.all });
  }

  function handleFailure(error: unknown) {
    if (error instanceof ActionError && error.code === checkoutErrorCodes.checksumMismatch) {
      void navigate(paths.cart(), { replace: true });
      return;
    }
    setFailure(error);
  }

  const paypal = usePaypalCheckout({
    onPlaced: showOrder,
    onFailed: (error) => {
      const isOwnAnswer =
        error instanceof ActionError &&
        (error.code === checkoutErrorCodes.checksumMismatch || error.code === checkoutErrorCodes.inventoryGone);
      // docs/features/checkout.md#paypal: any other PayPal failure offers Start Over.
      if (isOwnAnswer) handleFailure(error);
      else setPaypalFailed(true);
    },
  });
  const paysWithPaypal = draft.payment === 'paypal';
  const clearent = useClearentPayment(draft.payment === 'clearent', { onPlaced: showOrder, onFailed: handleFailure });

  const isInventoryGone = failure instanceof ActionError && failure.code === checkoutErrorCodes.inventoryGone;
  // docs/features/store-console.md#promo-code-limits: the code is removed from the cart.
  const returnsToCart =
    isInventoryGone || (failure instanceof ActionError && failure.code === checkoutErrorCodes.promoCodeUsedUp);

  return (
    <StepFrame
      heading={checkoutStepMessages.reviewHeading}
      backTo="/checkout/payment"
      error={stock.failure instanceof Error ? stock.failure.message : null}
      actions={
        <div className={classes.placeOrder}>
          {cart.summary.total !== null ? (
            <span className={classes.total}>
              {cart.gift_cards.length > 0 ? checkoutStepMessages.leftToPay : checkoutStepMessages.orderTotal}{' '}
              <strong>{format(Math.max(0, cart.summary.total - cart.summary.total_gift_card_amount_used))}</strong>
            </span>
          ) : null}
          <Button
            size="md"
            disabled={clearent.isChosen && clearent.status !== 'ready'}
            loading={
              stock.isChecking || submit.isPending || paypal.isStarting || paypal.isCompleting || clearent.isPaying
            }
            onClick={() =>
              void stock.proceed(paysWithPaypal ? paypal.start : clearent.isChosen ? clearent.pay : placeOrder)
            }
          >
            {paysWithPaypal ? checkoutStepMessages.payWithPaypal : checkoutStepMessages.placeOrder}
          </Button>
        </div>
      }
    >
      {paypal.isCompleting ? (
        <Alert color="blue" mb="md" role="status">
          {checkoutStepMessages.paypalCompleting}
        </Alert>
      ) : null}
      {paypal.wasCancelled ? (
        <Alert color="yellow" mb="md" role="status">
          {checkoutStepMessages.paypalCancelled}
        </Alert>
      ) : null}
      <div className={classes.parts}>
        {isPickup ? (
          <ReviewPart heading={checkoutMessages.stepPickUp} editTo={paths.cart()}>
            <Text>
              {checkoutStepMessages.pickupAt} <strong>{pickupAt}</strong>
            </Text>
            <Text size="sm" c="dimmed">
              {pickupAddress.filter(Boolean).join(', ')}
            </Text>
          </ReviewPart>
        ) : (
          <ReviewPart
            heading={draft.delivery === 'local_delivery' ? checkoutStepMessages.deliverTo : checkoutStepMessages.shipTo}
            editTo="/checkout/delivery"
          >
            {draft.shipping ? <AddressBlock address={draft.shipping} /> : null}
            {providerLabel ? (
              <Text size="sm" mt={4}>
                {providerLabel}
                {draft.batch === 'batched' ? ` · ${asTitle(shippingMessages.shipBatched)}` : ''}
              </Text>
            ) : null}
          </ReviewPart>
        )}
        <ReviewPart heading={checkoutMessages.stepContact} editTo="/checkout/contact">
          {session.logged_in && session.user ? (
            <Text>
              {`${session.user.first_name} ${session.user.last_name}`.trim()}
              <br />
              {session.user.email_address}
            </Text>
          ) : (
            <Text>
              {draft.contact.name}
              <br />
              {draft.contact.email}
              <br />
              {draft.contact.phone}
            </Text>
          )}
          {draft.contact.preferred_communication ? (
            <Text size="sm" c="dimmed" mt={4}>
              {checkoutStepMessages.contactBy(
                checkoutStepMessages.communication[draft.contact.preferred_communication],
              )}
            </Text>
          ) : null}
          {draft.contact.promo_code ? (
            <Text size="sm" mt={4}>
              {checkoutStepMessages.purchaseOrder}: {draft.contact.promo_code}
            </Text>
          ) : null}
          {draft.contact.instructions ? (
            <Text size="sm" mt={4} className={classes.instructions}>
              {draft.contact.instructions}
            </Text>
          ) : null}
        </ReviewPart>
        <ReviewPart heading={checkoutMessages.stepPayment} editTo="/checkout/payment">
          <Text>{draft.payment ? checkoutStepMessages.paymentChoice[draft.payment] : null}</Text>
          {draft.payment === 'credit_card' && draft.cc_info ? (
            <Text size="sm" mt={4}>
              {cardBrandLabels[draft.cc_info.brand]} {draft.cc_info.masked_number}
            </Text>
          ) : null}
        </ReviewPart>
      </div>
      {clearent.isChosen ? <ClearentCardFields status={clearent.status} cardRefused={clearent.cardRefused} /> : null}
      <h3 className={classes.itemsHeading}>{checkoutStepMessages.items}</h3>
      <OrderLines items={cart.items} />
      <CartAdjustmentDialog {...stock.dialog} />
      <Modal
        opened={failure !== null}
        onClose={() => setFailure(null)}
        title={checkoutStepMessages.submitErrorHeading}
        centered
        radius="md"
      >
        <Text mb="lg">{isInventoryGone ? checkoutMessages.inventoryGone : submitFailureText(failure)}</Text>
        <Group justify="flex-end" gap="sm">
          {returnsToCart ? (
            <Button component={Link} to={paths.cart()}>
              {checkoutMessages.returnToCart}
            </Button>
          ) : (
            <Button variant="default" onClick={() => setFailure(null)} data-autofocus>
              {checkoutStepMessages.close}
            </Button>
          )}
        </Group>
      </Modal>
      <Modal
        opened={paypalFailed}
        onClose={() => setPaypalFailed(false)}
        title={checkoutMessages.paypalFailedHeading}
        centered
        radius="md"
      >
        <Text mb="lg">{checkoutMessages.paypalFailedDetail}</Text>
        <Group justify="flex-end">
          <Button component={Link} to={paths.cart()} data-autofocus>
            {checkoutMessages.startOver}
          </Button>
        </Group>
      </Modal>
    </StepFrame>
  );
}
