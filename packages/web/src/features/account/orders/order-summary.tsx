import { Divider } from '@mantine/core';
import { orderMessages, type DeliveryPreference, type OrderSummary as OrderSummaryData } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { SummaryLine, SummaryLines, SummaryPanel } from '../../../components/ui/summary-panel.tsx';

/** docs/features/orders.md#data "Order" summary, as the shopper saw it when the order was placed. */
export function OrderSummary({ summary, delivery }: { summary: OrderSummaryData; delivery: DeliveryPreference }) {
  const format = useFormatPrice();
  const minus = (cents: number) => `−${format(cents)}`;
  const hasGiftCards = summary.total_gift_card_amount_used > 0;
  return (
    <SummaryPanel id="order-summary-heading" heading={orderMessages.summary}>
      <SummaryLines>
        <SummaryLine label={orderMessages.subtotal} value={format(summary.subtotal)} />
        {summary.discounts > 0 ? (
          <SummaryLine label={orderMessages.discounts} value={minus(summary.discounts)} />
        ) : null}
        {summary.promo_codes.map((promo) => (
          <SummaryLine
            key={`${promo.type}-${promo.description}`}
            label={promo.description}
            value={minus(promo.amount)}
          />
        ))}
        {summary.taxes.map((tax) => (
          <SummaryLine key={tax.type} label={tax.type} value={format(tax.amount)} />
        ))}
        {delivery === 'pickup' ? (
          <SummaryLine label={orderMessages.pickUp} value={orderMessages.free} />
        ) : (
          <SummaryLine label={orderMessages.shipping} value={format(summary.shipping)} />
        )}
      </SummaryLines>
      <Divider my="sm" />
      {/* docs/features/orders.md#order-page: the total, then what gift cards paid of it, then what is left to pay. */}
      <SummaryLines>
        <SummaryLine label={orderMessages.total} value={format(summary.total)} strong />
        {hasGiftCards ? (
          <SummaryLine label={orderMessages.giftCards} value={minus(summary.total_gift_card_amount_used)} />
        ) : null}
        {hasGiftCards || summary.total_owing !== summary.total ? (
          <SummaryLine label={orderMessages.totalOwing} value={format(summary.total_owing)} strong />
        ) : null}
      </SummaryLines>
    </SummaryPanel>
  );
}
