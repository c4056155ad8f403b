import { checkoutMessages, type CheckoutDraft, type DeliveryPreference } from '@bookfront/contract';

/** The pages of checkout after the cart (docs/features/checkout.md#steps routes /checkout/{progress}). */
export const checkoutProgresses = [
  'delivery',
  'provider',
  'contact',
  'payment',
  'credit_card',
  'chase',
  'global',
  'review',
] as const;
export type CheckoutProgress = (typeof checkoutProgresses)[number];

export const isCheckoutProgress = (value: string | undefined): value is CheckoutProgress =>
  (checkoutProgresses as readonly string[]).includes(value ?? '');

export const checkoutPath = (progress: CheckoutProgress | 'cart') => `/checkout/${progress}`;

/** One entry of the step bar and the page it opens. */
export type CheckoutStep = { label: string; progress: CheckoutProgress | 'cart' };

const deliveryStepLabel: Record<DeliveryPreference, string> = {
  ship: checkoutMessages.stepShipping,
  pickup: checkoutMessages.stepPickUp,
  local_delivery: checkoutMessages.stepLocalDelivery,
};

/**
 * docs/features/checkout.md#steps: Cart, Address, Shipping / Pick up / Local Delivery, Contact,
 * Payment, Review. Pick up has no address (docs/features/checkout.md#delivery), and is chosen on the cart page.
 */
export function checkoutSteps(delivery: DeliveryPreference): CheckoutStep[] {
  const cart: CheckoutStep = { label: checkoutMessages.stepCart, progress: 'cart' };
  const rest: CheckoutStep[] = [
    { label: checkoutMessages.stepContact, progress: 'contact' },
    { label: checkoutMessages.stepPayment, progress: 'payment' },
    { label: checkoutMessages.stepReview, progress: 'review' },
  ];
  if (delivery === 'pickup') return [cart, { label: deliveryStepLabel.pickup, progress: 'cart' }, ...rest];
  return [
    cart,
    { label: checkoutMessages.stepAddress, progress: 'delivery' },
    { label: deliveryStepLabel[delivery], progress: 'provider' },
    ...rest,
  ];
}

/** The payment choices whose own page places the order (docs/features/checkout.md#hosted-card-forms). */
const hostedFormPages: readonly string[] = ['chase', 'global'];

/** The pages that take the payment, which the step bar shows as Payment. */
const paymentPages: readonly CheckoutProgress[] = ['credit_card', 'chase', 'global'];

/** The step bar's index of a page (the card pages belong to Payment). */
export function stepIndexOf(delivery: DeliveryPreference, progress: CheckoutProgress): number {
  const shown = paymentPages.includes(progress) ? 'payment' : progress;
  return checkoutSteps(delivery).findIndex((step) => step.progress === shown);
}

/** Whether the contact step has been saved: a guest's name, or the communication preference every save sends. */
export const hasContact = (draft: CheckoutDraft) =>
  draft.contact.name !== '' || draft.contact.preferred_communication !== null;

/**
 * Whether the shopper may be on `progress` with what the draft holds: each step needs the ones
 * before it. `addressChosen` is an address picked on the delivery page but not yet saved with a provider.
 */
export function canReach(draft: CheckoutDraft, progress: CheckoutProgress, addressChosen = false): boolean {
  const delivery = draft.delivery;
  if (delivery === null) return false;
  const isPickup = delivery === 'pickup';
  switch (progress) {
    case 'delivery':
      return !isPickup;
    case 'provider':
      return !isPickup && (addressChosen || draft.shipping !== null);
    case 'contact':
      return isPickup || (draft.shipping !== null && draft.provider !== null);
    case 'payment':
      return canReach(draft, 'contact') && hasContact(draft);
    case 'credit_card':
    case 'chase':
    case 'global':
      return canReach(draft, 'payment') && draft.payment === progress;
    case 'review':
      // docs/features/checkout.md#payment: chase and global place the order from their own pages, not the review.
      return canReach(draft, 'payment') && draft.payment !== null && !hostedFormPages.includes(draft.payment);
  }
}

/** The furthest page the draft allows, where a shopper who skipped ahead is sent back to. */
export function furthestReachable(draft: CheckoutDraft): CheckoutProgress | 'cart' {
  const order: CheckoutProgress[] = ['review', 'chase', 'global', 'payment', 'contact', 'delivery'];
  return order.find((progress) => canReach(draft, progress)) ?? 'cart';
}

/** The shipping option page for an address picked on the delivery page. */
export const providerPath = (addressId: string) => `/checkout/provider?address=${encodeURIComponent(addressId)}`;
