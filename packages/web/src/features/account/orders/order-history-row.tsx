import { useState } from 'react';
import { Anchor, Button, Loader } from '@mantine/core';
import { Link } from 'react-router';
import { orderHistoryLimits, orderMessages, type OrderListItem, type OrderListRow } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useOrder } from './api.ts';
import { deliveryLabel } from './delivery-label.ts';
import { formatOrderDate } from './order-date.ts';
import classes from './orders.module.css';

type ShownItem = Pick<OrderListItem, 'eisbn' | 'title' | 'binding' | 'cover_image_cache' | 'quantity'>;

function ItemLine({ item }: { item: ShownItem }) {
  return (
    <li className={classes.item}>
      <TitleCover eisbn={item.eisbn} cacheKey={item.cover_image_cache} title={item.title} width={40} />
      <div>
        <div className={classes.itemTitle}>{item.title}</div>
        <div className={classes.itemMeta}>
          {[item.binding, `${orderMessages.quantity}: ${item.quantity}`].filter(Boolean).join(' · ')}
        </div>
      </div>
    </li>
  );
}

/** The items past the first three, read from the whole order when the shopper asks for them. */
function RemainingItems({ orderNumber }: { orderNumber: string }) {
  const order = useOrder({ order_id: orderNumber });
  if (order.isPending) {
    return (
      <li className={classes.item}>
        <Loader size="sm" aria-label={orderMessages.items} />
      </li>
    );
  }
  if (order.isError) {
    return (
      <li className={classes.item} role="alert">
        {`${orderMessages.historyError} (${order.error.message})`}
      </li>
    );
  }
  return order.data.items.slice(orderHistoryLimits.itemsShown).map((item, index) => (
    <ItemLine
      key={`${item.title_info.eisbn}-${index}`}
      item={{
        eisbn: item.title_info.eisbn,
        title: item.title_info.title,
        binding: item.title_info.binding,
        cover_image_cache: item.title_info.cover_image_cache,
        quantity: item.cart_info.quantity,
      }}
    />
  ));
}

/** One order of the history: number, date, delivery, total, three items and '+N more' (docs/features/orders.md#order-history). */
export function OrderHistoryRow({ row }: { row: OrderListRow }) {
  const settings = useSiteSettings();
  const format = useFormatPrice();
  const [isExpanded, setExpanded] = useState(false);
  const heading = row.delivery_key === 'quote' ? orderMessages.quoteHeading : orderMessages.orderHeading;
  return (
    <li className={classes.row}>
      <div className={classes.rowHead}>
        <div>
          <Anchor component={Link} to={`/account/order/${encodeURIComponent(row.order_number)}`} fw={700}>
            {heading(row.order_number)}
          </Anchor>
          <div className={classes.itemMeta}>
            {formatOrderDate(row.order_date)} · {deliveryLabel(settings, row, { standalone: true })}
          </div>
        </div>
        <div className={classes.rowTotal}>{format(row.total)}</div>
      </div>
      <ul className={classes.items}>
        {row.items.map((item, index) => (
          <ItemLine key={`${item.eisbn}-${index}`} item={item} />
        ))}
        {row.more_items > 0 && isExpanded ? <RemainingItems orderNumber={row.order_number} /> : null}
      </ul>
      {row.more_items > 0 && !isExpanded ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setExpanded(true)}>
          {orderMessages.moreItems(row.more_items)}
        </Button>
      ) : null}
    </li>
  );
}
