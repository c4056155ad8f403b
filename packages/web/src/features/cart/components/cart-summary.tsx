import { Divider } from '@mantine/core';
import type { CartSummary as CartSummaryData } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { SummaryLine, SummaryLines, SummaryPanel } from '../../../components/ui/summary-panel.tsx';

/** docs/features/cart.md#cart-page order summary, as the server priced it; shipping stays TBD until checkout. */
export function CartSummary({ summary }: { summary: CartSummaryData }) {
  const format = useFormatPrice();
  const money = (cents: number | null) => (cents === null ? '—' : format(cents));
  return (
    <SummaryPanel id="cart-summary-heading" heading="Order summary">
      <SummaryLines>
        <SummaryLine label="Items" value={String(summary.item_count)} />
        <SummaryLine label="Quantity" value={String(summary.total_quantity)} />
        <SummaryLine label="Original price" value={money(summary.original_price)} />
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
        {summary.taxes.map((tax) => (
          <SummaryLine key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
        <SummaryLine label="Shipping" value={summary.shipping === null ? 'TBD' : format(summary.shipping)} />
      </SummaryLines>
      <Divider my="sm" />
      <SummaryLines>
        <SummaryLine label="Total" value={money(summary.total)} strong />
      </SummaryLines>
    </SummaryPanel>
  );
}
