import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import {
  cartMessages,
  type Cart,
  type CartItem,
  type DeliveryPreference,
  type SiteSettings,
  cartPageMessages,
} from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { rememberPostLoginPath } from '../../../entities/session/post-login.ts';
import { sessionQueryOptions } from '../../../entities/session/session.ts';
import { useSetDelivery, useSetLineQuantity } from '../api.ts';
import { stockAdjustmentsOf } from '../stock.ts';
import classes from './checkout-buttons.module.css';

/** docs/features/checkout.md#steps: pick up goes straight to contact; ship and local delivery ask for an address first. */
const nextStepOf = (preference: DeliveryPreference) =>
  preference === 'pickup' ? '/checkout/contact' : '/checkout/delivery';

/** What the cart page offers for checking out (docs/features/checkout.md#guest-checkout). */
export type CheckoutChoice =
  | { kind: 'customer'; deliveries: DeliveryPreference[] }
  | { kind: 'guestLogInOnly' }
  | { kind: 'guestRefused'; reason: string }
  | { kind: 'guest' }
  | { kind: 'none' };

/**
 * docs/features/checkout.md#guest-checkout with its three cases for guests, and docs/features/checkout.md#guest-checkout for customers:
 * no checkout below the order minimum or with unavailable items in the cart.
 */
export function checkoutChoiceOf({
  isLoggedIn,
  cart,
  settings,
}: {
  isLoggedIn: boolean;
  cart: Pick<Cart, 'items' | 'meets_order_min' | 'contains_unavailable' | 'can_click_collect'>;
  settings: Pick<SiteSettings, 'guest_allow_checkout' | 'shipping_enabled' | 'checkout'>;
}): CheckoutChoice {
  // docs/features/cart.md#order-minimum: under the order minimum the checkout buttons are hidden, for everyone.
  if (cart.items.length === 0 || !cart.meets_order_min) return { kind: 'none' };
  if (!isLoggedIn) {
    if (!settings.guest_allow_checkout) return { kind: 'guestLogInOnly' };
    if (cart.contains_unavailable) return { kind: 'guestRefused', reason: cartPageMessages.guestRefusedUnavailable };
    if (!cart.can_click_collect) return { kind: 'guestRefused', reason: cartPageMessages.guestRefusedPickUp };
    return { kind: 'guest' };
  }
  if (cart.contains_unavailable) return { kind: 'none' };
  const deliveries: DeliveryPreference[] = ['pickup'];
  if (settings.shipping_enabled) deliveries.push('ship');
  if (settings.checkout.local_delivery.enabled) deliveries.push('local_delivery');
  return { kind: 'customer', deliveries };
}

const deliveryLabels: Record<DeliveryPreference, string> = {
  pickup: cartPageMessages.pickUpInStore,
  ship: cartPageMessages.ship,
  local_delivery: cartPageMessages.localDelivery,
};

/** Login, then back to the cart (docs/features/checkout.md#steps: the post-login redirect is /checkout/cart). */
function LoginToCheckoutButton({ label, variant }: { label: string; variant: 'filled' | 'outline' }) {
  return (
    <Button
      component={Link}
      to={paths.accountLogin()}
      variant={variant}
      fullWidth
      onClick={() => rememberPostLoginPath(paths.cart())}
    >
      {label}
    </Button>
  );
}

function GuestRefusedButton({ reason }: { reason: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button fullWidth onClick={() => setOpened(true)}>
        {cartPageMessages.checkoutAsGuest}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={cartPageMessages.checkoutAsGuest}
        centered
        radius="md"
      >
        <Stack gap="lg">
          <Text>{reason}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
            <Button
              component={Link}
              to={paths.accountLogin()}
              onClick={() => rememberPostLoginPath(paths.cart())}
              data-autofocus
            >
              Login
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Lines stock no longer covers, found on the way to checkout with `preference`. */
export type StockCheck = { preference: DeliveryPreference; adjustments: { item: CartItem; onhand: number }[] };

/** Starts checkout with a delivery preference (checkout/setDelivery), then opens its first step. */
function useStartCheckout() {
  const navigate = useNavigate();
  const setDelivery = useSetDelivery();
  const start = (preference: DeliveryPreference) =>
    setDelivery.mutate(
      { delivery_preference: preference },
      {
        onSuccess: () => void navigate(nextStepOf(preference)),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  return { start, isPending: setDelivery.isPending };
}

/**
 * docs/features/checkout.md#stock-check: before leaving the cart the session is read again and the stock checked;
 * lines above what is on hand go to `onStockShort` (the cart adjustment dialog) instead of checkout.
 */
function DeliveryButtons({
  deliveries,
  guestLabel,
  onStockShort,
}: {
  deliveries: DeliveryPreference[];
  guestLabel?: string;
  onStockShort: (check: StockCheck) => void;
}) {
  const queryClient = useQueryClient();
  const checkout = useStartCheckout();
  const [chosen, setChosen] = useState<DeliveryPreference | null>(null);
  const [checking, setChecking] = useState(false);
  const handleChoose = async (preference: DeliveryPreference) => {
    setChosen(preference);
    setChecking(true);
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      const adjustments = stockAdjustmentsOf(session.cart.items);
      if (adjustments.length > 0) onStockShort({ preference, adjustments });
      else checkout.start(preference);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setChecking(false);
    }
  };
  const busy = checking || checkout.isPending;
  return deliveries.map((preference) => (
    <Button
      key={preference}
      fullWidth
      loading={busy && chosen === preference}
      disabled={busy && chosen !== preference}
      onClick={() => void handleChoose(preference)}
    >
      {guestLabel ?? deliveryLabels[preference]}
    </Button>
  ));
}

/**
 * docs/features/checkout.md#stock-check "Cart adjustment": lowers each line to what is on hand (removing those with
 * none), then goes on to checkout; Return to cart leaves the cart as it is.
 */
export function CartAdjustmentDialog({ check, onClose }: { check: StockCheck | null; onClose: () => void }) {
  const setLineQuantity = useSetLineQuantity();
  const checkout = useStartCheckout();
  const [adjusting, setAdjusting] = useState(false);
  const handleAdjust = async () => {
    if (!check) return;
    setAdjusting(true);
    try {
      for (const { item, onhand } of check.adjustments) {
        await setLineQuantity.mutateAsync({ item, quantity: onhand });
      }
      onClose();
      checkout.start(check.preference);
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setAdjusting(false);
    }
  };
  return (
    <Modal opened={check !== null} onClose={onClose} title={cartPageMessages.cartAdjustment} centered radius="md">
      <Stack gap="md">
        <Text>{cartPageMessages.cartAdjustmentHelp}</Text>
        <List spacing="xs">
          {(check?.adjustments ?? []).map(({ item, onhand }) => (
            <List.Item key={item.cart_info.cart_id}>
              <strong>{item.title_info.title}</strong>:{' '}
              {onhand === 0 ? cartPageMessages.noLongerInStock : cartMessages.onlyInStock(onhand)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cartPageMessages.returnToCart}
          </Button>
          <Button loading={adjusting || checkout.isPending} onClick={() => void handleAdjust()} data-autofocus>
            {cartPageMessages.adjustCart}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The checkout buttons under the order summary, as `checkoutChoiceOf` decides. */
export function CheckoutButtons({
  choice,
  onStockShort,
}: {
  choice: CheckoutChoice;
  onStockShort: (check: StockCheck) => void;
}) {
  if (choice.kind === 'none') return null;
  return (
    <div className={classes.buttons}>
      {choice.kind === 'customer' ? (
        <DeliveryButtons deliveries={choice.deliveries} onStockShort={onStockShort} />
      ) : null}
      {choice.kind === 'guestLogInOnly' ? (
        <LoginToCheckoutButton label={cartPageMessages.logInToCheckout} variant="filled" />
      ) : null}
      {choice.kind === 'guestRefused' ? <GuestRefusedButton reason={choice.reason} /> : null}
      {choice.kind === 'guest' ? (
        <>
          <DeliveryButtons
            deliveries={['pickup']}
            guestLabel={cartPageMessages.checkoutAsGuest}
            onStockShort={onStockShort}
          />
          <LoginToCheckoutButton label={cartPageMessages.loginAndCheckout} variant="outline" />
        </>
      ) : null}
    </div>
  );
}
