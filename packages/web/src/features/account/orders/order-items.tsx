import { orderMessages, type OrderItem } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useFormatPrice } from '../../../lib/format-price.ts';
import classes from './orders.module.css';

function GiftCardNote({ item }: { item: OrderItem }) {
  const info = item.cart_info.cart_notes?.gift_card_info;
  if (!info) return null;
  const lines = [
    info.to ? orderMessages.giftCardTo(info.to) : '',
    info.from ? orderMessages.giftCardFrom(info.from) : '',
    info.message,
  ].filter(Boolean);
  return lines.length > 0 ? <div className={classes.itemNote}>{lines.join(' · ')}</div> : null;
}

/** docs/features/gift-cards.md#buying-a-gift-card "Order item": cover, title, format, quantity, price, backorder note and gift card notes. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const format = useFormatPrice();
  return (
    <ul className={classes.items} aria-label={orderMessages.items}>
      {items.map((item, index) => {
        const { title_info: title, cart_info: cart } = item;
        return (
          <li key={`${title.eisbn}-${index}`} className={classes.item}>
            <TitleCover eisbn={title.eisbn} cacheKey={title.cover_image_cache} title={title.title} width={56} />
            <div>
              <div className={classes.itemTitle}>{title.title}</div>
              <div className={classes.itemMeta}>
                {[title.binding, `${orderMessages.quantity}: ${cart.quantity}`, format(cart.sold_price)]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
              {cart.backorder_quantity > 0 ? (
                <div className={classes.itemNote}>
                  {orderMessages.backordered(cart.backorder_quantity)}
                  {cart.backorder_sub_message ? ` (${cart.backorder_sub_message})` : ''}
                </div>
              ) : null}
              <GiftCardNote item={item} />
            </div>
            <div className={classes.itemPrice}>{format(cart.sold_price * cart.quantity)}</div>
          </li>
        );
      })}
    </ul>
  );
}
