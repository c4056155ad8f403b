import { Text } from '@mantine/core';
import { shippingMessages } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';

/**
 * docs/features/checkout.md#local-delivery: the area, the order minimum, the fee and the free threshold of local delivery,
 * shown where it is chosen so a shopper knows them before an order or address is refused.
 */
export function LocalDeliveryTerms({ className }: { className?: string | undefined }) {
  const settings = useSiteSettings();
  const format = useFormatPrice();
  const local = settings.checkout.local_delivery;
  return (
    <Text size="sm" className={className}>
      {shippingMessages.localDeliveryTerms({
        area: local.availability_text,
        fee: format(local.fee_cents),
        isAlwaysFree: local.free_delivery || local.fee_cents === 0,
        minimum: local.min_cents > 0 ? format(local.min_cents) : null,
        freeFrom: local.free_min_cents > 0 ? format(local.free_min_cents) : null,
      })}
    </Text>
  );
}
