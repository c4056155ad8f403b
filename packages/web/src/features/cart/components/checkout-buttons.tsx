import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { cartMessages, type Cart, type DeliveryPreference, type SiteSettings } from '@bookfront/contract';
import { paths } from '../../../lib/paths.ts';
import { rememberPostLoginPath } from '../../../entities/session/post-login.ts';
import { useSetDelivery } from '../api.ts';
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
    if (cart.contains_unavailable) return { kind: 'guestRefused', reason: cartMessages.guestRefusedUnavailable };
    if (!cart.can_click_collect) return { kind: 'guestRefused', reason: cartMessages.guestRefusedPickUp };
    return { kind: 'guest' };
  }
  if (cart.contains_unavailable) return { kind: 'none' };
  const deliveries: DeliveryPreference[] = ['pickup'];
  if (settings.shipping_enabled) deliveries.push('ship');
  if (settings.checkout.local_delivery.enabled) deliveries.push('local_delivery');
  return { kind: 'customer', deliveries };
}

const deliveryLabels: Record<DeliveryPreference, string> = {
  pickup: cartMessages.pickUpInStore,
  ship: cartMessages.ship,
  local_delivery: cartMessages.localDelivery,
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
        {cartMessages.checkoutAsGuest}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={cartMessages.checkoutAsGuest} centered radius="md">
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

/** Starts checkout with a delivery preference (checkout/setDelivery), then opens its first step. */
function DeliveryButtons({ deliveries, guestLabel }: { deliveries: DeliveryPreference[]; guestLabel?: string }) {
  const navigate = useNavigate();
  const setDelivery = useSetDelivery();
  const [chosen, setChosen] = useState<DeliveryPreference | null>(null);
  const handleChoose = (preference: DeliveryPreference) => {
    setChosen(preference);
    setDelivery.mutate(
      { delivery_preference: preference },
      {
        onSuccess: () => void navigate(nextStepOf(preference)),
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };
  return deliveries.map((preference) => (
    <Button
      key={preference}
      fullWidth
      loading={setDelivery.isPending && chosen === preference}
      disabled={setDelivery.isPending && chosen !== preference}
      onClick={() => handleChoose(preference)}
    >
      {guestLabel ?? deliveryLabels[preference]}
    </Button>
  ));
}

/** The checkout buttons under the order summary, as `checkoutChoiceOf` decides. */
export function CheckoutButtons({ choice }: { choice: CheckoutChoice }) {
  if (choice.kind === 'none') return null;
  return (
    <div className={classes.buttons}>
      {choice.kind === 'customer' ? <DeliveryButtons deliveries={choice.deliveries} /> : null}
      {choice.kind === 'guestLogInOnly' ? (
        <LoginToCheckoutButton label={cartMessages.logInToCheckout} variant="filled" />
      ) : null}
      {choice.kind === 'guestRefused' ? <GuestRefusedButton reason={choice.reason} /> : null}
      {choice.kind === 'guest' ? (
        <>
          <DeliveryButtons deliveries={['pickup']} guestLabel={cartMessages.checkoutAsGuest} />
          <LoginToCheckoutButton label={cartMessages.loginAndCheckout} variant="outline" />
        </>
      ) : null}
    </div>
  );
}
