import { Divider } from '@mantine/core';
import { orderMessages, type DeliveryPreference, type OrderSummary as OrderSummaryData } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import classes from './orders.module.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.line} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Spec 2 §3 "Order" summary, as the shopper saw it when the order was placed. */
export function OrderSummary({ summary, delivery }: { summary: OrderSummaryData; delivery: DeliveryPreference }) {
  const format = useFormatPrice();
  const minus = (cents: number) => `−${format(cents)}`;
  return (
    <section className={classes.panel} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={classes.panelHeading}>
        {orderMessages.summary}
      </h2>
      <dl className={classes.lines}>
        <Line label={orderMessages.subtotal} value={format(summary.subtotal)} />
        {summary.discounts > 0 ? <Line label={orderMessages.discounts} value={minus(summary.discounts)} /> : null}
        {summary.promo_codes.map((promo) => (
          <Line key={`${promo.type}-${promo.description}`} label={promo.description} value={minus(promo.amount)} />
        ))}
        {summary.taxes.map((tax) => (
          <Line key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
        {delivery === 'pickup' ? (
          <Line label={orderMessages.pickUp} value={orderMessages.free} />
        ) : (
          <Line label={orderMessages.shipping} value={format(summary.shipping)} />
        )}
        {summary.total_gift_card_amount_used > 0 ? (
          <Line label={orderMessages.giftCards} value={minus(summary.total_gift_card_amount_used)} />
        ) : null}
      </dl>
      <Divider my="sm" />
      <dl className={classes.lines}>
        <Line label={orderMessages.total} value={format(summary.total)} strong />
        {summary.total_owing !== summary.total ? (
          <Line label={orderMessages.owing} value={format(summary.total_owing)} />
        ) : null}
      </dl>
    </section>
  );
}
