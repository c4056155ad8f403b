import { orderMessages, type Order, type SiteSettings } from '@bookfront/contract';
import { shortLocationName } from '../../../entities/location/location-names.ts';

/** The name of the location an order is picked up at (or placed with). */
export function orderLocationName(settings: SiteSettings, locationId: string) {
  const location = settings.store_info.multistore_info.find((candidate) => candidate.id === locationId);
  return location ? shortLocationName(location.name, settings.store_info.name) : settings.store_info.name;
}

/**
 * One line saying how the order reaches the shopper: 'Pick up at Downtown', 'Ship to' (followed by
 * the address), or `standalone` where no address follows: 'Shipping'.
 */
export function deliveryLabel(
  settings: SiteSettings,
  order: Pick<Order, 'delivery_key' | 'delivery_type' | 'order_location_id'>,
  { standalone = false }: { standalone?: boolean } = {},
) {
  if (order.delivery_key === 'quote') return orderMessages.quoteDelivery;
  if (order.delivery_type === 'pickup')
    return orderMessages.pickUpAt(orderLocationName(settings, order.order_location_id));
  if (order.delivery_type === 'local_delivery') return orderMessages.localDelivery;
  return standalone ? orderMessages.shipping : orderMessages.shipTo;
}
