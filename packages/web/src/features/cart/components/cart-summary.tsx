import { Divider } from '@mantine/core';
import type { CartSummary as CartSummaryData } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import classes from './cart-summary.module.css';

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.line} data-strong={strong || undefined}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Spec 2 §2 order summary, as the server priced it; shipping stays TBD until checkout. */
export function CartSummary({ summary }: { summary: CartSummaryData }) {
  const format = useFormatPrice();
  const money = (cents: number | null) => (cents === null ? '—' : format(cents));
  return (
    <section className={classes.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={classes.heading}>
        Order summary
      </h2>
      <dl className={classes.lines}>
        <Line label="Items" value={String(summary.item_count)} />
        <Line label="Quantity" value={String(summary.total_quantity)} />
        <Line label="Original price" value={money(summary.original_price)} />
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
        {summary.taxes.map((tax) => (
          <Line key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
        <Line label="Shipping" value={summary.shipping === null ? 'TBD' : format(summary.shipping)} />
      </dl>
      <Divider my="sm" />
      <dl className={classes.lines}>
        <Line label="Total" value={money(summary.total)} strong />
      </dl>
    </section>
  );
}
