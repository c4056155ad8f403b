import type { ReactNode } from 'react';
import {
  cardBrandLabels,
  orderMessages,
  type Order,
  type OrderShipping,
  type PickupLocation,
} from '@bookfront/contract';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { deliveryLabel } from './delivery-label.ts';
import { formatOrderDate } from './order-date.ts';
import classes from './orders.module.css';

function addressLines(shipping: OrderShipping) {
  const locality = [shipping.city, [shipping.prov, shipping.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [shipping.orgname, shipping.name, shipping.addr1, shipping.addr2, locality, shipping.country, shipping.phone]
    .filter(Boolean)
    .join('\n');
}

function locationLines(location: PickupLocation) {
  const locality = [location.city, [location.province, location.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [location.address, locality].filter(Boolean).join('\n');
}

function paymentText(order: Order) {
  const card = order.cc_info
    ? orderMessages.cardEnding(cardBrandLabels[order.cc_info.brand], order.cc_info.masked_number)
    : '';
  return [orderMessages.paymentTypes[order.payment_type], card, order.payment_message].filter(Boolean).join('\n');
}

function contactText(order: Order) {
  const preference = orderMessages.communicationPreferences[order.communication_preference] ?? '';
  return [order.purchaser_name, order.email, order.phone, preference].filter(Boolean).join('\n');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Date, delivery, payment, contact, purchase order and instructions of an order (docs/features/checkout.md#payment "Order"). */
export function OrderFacts({ order }: { order: Order }) {
  const settings = useSiteSettings();
  const isQuote = order.delivery_key === 'quote';
  const isPickup = order.delivery_type === 'pickup' && !isQuote;
  const delivery = [
    deliveryLabel(settings, order),
    // docs/features/checkout.md#review-and-submit: where the chosen location is, not the store's main address.
    isPickup && order.location ? locationLines(order.location) : '',
    order.shipping && order.delivery_type !== 'pickup' ? addressLines(order.shipping) : '',
    order.shipping?.provider ? orderMessages.shipWith(order.shipping.provider) : '',
    order.multiship_method === 'batched' ? orderMessages.shipInBatches : '',
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <dl className={classes.facts}>
      <Fact label={orderMessages.date}>{formatOrderDate(order.order_date)}</Fact>
      <Fact label={orderMessages.delivery}>{delivery}</Fact>
      {isQuote ? null : <Fact label={orderMessages.payment}>{paymentText(order)}</Fact>}
      <Fact label={orderMessages.contact}>{contactText(order)}</Fact>
      {order.purchaseorder ? <Fact label={orderMessages.purchaseOrder}>{order.purchaseorder}</Fact> : null}
      {order.notes ? (
        <Fact label={isQuote ? orderMessages.quoteMessage : orderMessages.instructions}>{order.notes}</Fact>
      ) : null}
    </dl>
  );
}
