import { Divider } from '@mantine/core';
import { checkoutMessages, checkoutStepMessages, type Cart, type DeliveryPreference } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import classes from './checkout-summary.module.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.line} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order summary beside each checkout step, as the server priced the cart with the choices so
 * far: shipping stays 'TBD' until a shipping option is chosen, and gift cards come off the total.
 */
export function CheckoutSummary({ cart, delivery }: { cart: Cart; delivery: DeliveryPreference | null }) {
  const format = useFormatPrice();
  const { summary } = cart;
  const money = (cents: number | null) => (cents === null ? '—' : format(cents));
  const quantity = summary.total_quantity;
  return (
    <section className={classes.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className={classes.heading}>
        {checkoutStepMessages.summaryHeading}
      </h2>
      <dl className={classes.lines}>
        <Line label={quantity === 1 ? '1 item' : `${quantity} items`} value={money(summary.original_price)} />
        {summary.discounts !== null && summary.discounts > 0 ? (
          <Line label="Discounts" value={`−${format(summary.discounts)}`} />
        ) : null}
        <Line label="Subtotal" value={money(summary.subtotal)} />
        {summary.promo_codes.map((promo) => (
          <Line
            key={promo.code}
            label={promo.description ? `${promo.code}: ${promo.description}` : promo.code}
            value={promo.type === 'free_shipping' ? 'Free shipping' : `−${format(promo.amount)}`}
          />
        ))}
        {delivery === 'pickup' ? (
          <Line label={checkoutMessages.stepPickUp} value={checkoutStepMessages.pickUpFree} />
        ) : (
          <Line
            label="Shipping"
            value={
              summary.is_shipping_tbd || summary.shipping === null
                ? checkoutStepMessages.shippingTbd
                : format(summary.shipping)
            }
          />
        )}
        {summary.taxes.map((tax) => (
          <Line key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
      </dl>
      <Divider my="sm" />
      <dl className={classes.lines}>
        <Line label="Total" value={money(summary.total)} strong />
      </dl>
      {cart.gift_cards.length > 0 ? (
        <dl className={classes.lines} data-gift-cards>
          {cart.gift_cards.map((card) => (
            <Line
              key={card.number}
              label={checkoutStepMessages.giftCard(`•••• ${card.number.slice(-4)}`)}
              value={`−${format(card.amount)}`}
            />
          ))}
          <Line
            label={checkoutStepMessages.leftToPay}
            value={money(
              summary.total === null ? null : Math.max(0, summary.total - summary.total_gift_card_amount_used),
            )}
            strong
          />
        </dl>
      ) : null}
    </section>
  );
}
