import type { CartItem } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useFormatPrice } from '../../../lib/format-price.ts';
import classes from './order-lines.module.css';

/** The cart's lines as the order will hold them: cover, title, format, quantity and price. */
export function OrderLines({ items }: { items: CartItem[] }) {
  const format = useFormatPrice();
  return (
    <ul className={classes.lines}>
      {items.map(({ title_info: title, cart_info: line }) => {
        const each = line.sold_price ?? title.price;
        return (
          <li key={line.cart_id} className={classes.line}>
            <TitleCover eisbn={title.eisbn} cacheKey={title.cover_image_cache} title={title.title} width={48} alt="" />
            <div className={classes.body}>
              <span className={classes.title}>{title.title}</span>
              <span className={classes.meta}>
                {[title.binding, line.is_giftcard ? null : title.available?.text].filter(Boolean).join(' · ')}
              </span>
              <span className={classes.meta}>
                Qty {line.quantity}
                {each !== null ? ` × ${format(each)}` : ''}
                {line.backorder_quantity > 0
                  ? ` · ${line.backorder_sub_message || `${line.backorder_quantity} on order`}`
                  : ''}
              </span>
            </div>
            <span className={classes.price}>{each !== null ? format(each * line.quantity) : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
