import { Divider } from '@mantine/core';
import { checkoutMessages, checkoutStepMessages, type Cart, type DeliveryPreference } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { SummaryLine, SummaryLines, SummaryPanel } from '../../../components/ui/summary-panel.tsx';
import classes from './checkout-summary.module.css';

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
    <SummaryPanel id="checkout-summary-heading" heading={checkoutStepMessages.summaryHeading}>
      <SummaryLines>
        <SummaryLine label={quantity === 1 ? '1 item' : `${quantity} items`} value={money(summary.original_price)} />
        {summary.discounts !== null && summary.discounts > 0 ? (
          <SummaryLine label="Discounts" value={`−${format(summary.discounts)}`} />
        ) : null}
        <SummaryLine label="Subtotal" value={money(summary.subtotal)} />
        {summary.promo_codes.map((promo) => (
          <SummaryLine
            key={promo.code}
            label={promo.description ? `${promo.code}: ${promo.description}` : promo.code}
            value={promo.type === 'free_shipping' ? 'Free shipping' : `−${format(promo.amount)}`}
          />
        ))}
        {delivery === 'pickup' ? (
          <SummaryLine label={checkoutMessages.stepPickUp} value={checkoutStepMessages.pickUpFree} />
        ) : (
          <SummaryLine
            label="Shipping"
            value={
              summary.is_shipping_tbd || summary.shipping === null
                ? checkoutStepMessages.shippingTbd
                : format(summary.shipping)
            }
          />
        )}
        {summary.taxes.map((tax) => (
          <SummaryLine key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
      </SummaryLines>
      <Divider my="sm" />
      <SummaryLines>
        <SummaryLine label="Total" value={money(summary.total)} strong />
      </SummaryLines>
      {cart.gift_cards.length > 0 ? (
        <SummaryLines className={classes.giftCards}>
          {cart.gift_cards.map((card) => (
            <SummaryLine
              key={card.number}
              label={checkoutStepMessages.giftCard(`•••• ${card.number.slice(-4)}`)}
              value={`−${format(card.amount)}`}
            />
          ))}
          <SummaryLine
            label={checkoutStepMessages.leftToPay}
            value={money(
              summary.total === null ? null : Math.max(0, summary.total - summary.total_gift_card_amount_used),
            )}
            strong
          />
        </SummaryLines>
      ) : null}
    </SummaryPanel>
  );
}
