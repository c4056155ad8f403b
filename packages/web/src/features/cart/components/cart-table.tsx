import { useState } from 'react';
import { Badge, Button, Pagination } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { cartMessages, type CartItem, cartPageMessages } from '@bookfront/contract';
import { AvailabilityMessage } from '../../../entities/title/availability-message.tsx';
import { GiftCardDialog } from '../../../entities/gift-card/gift-card-dialog.tsx';
import { RemoveButton } from '../../../components/ui/remove-button.tsx';
import { TitleCover } from '../../../entities/title/title-cover.tsx';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useRemoveItem, useSetLineQuantity } from '../api.ts';
import { stockShortfallOf } from '../stock.ts';
import { cartPageLength, useCartPage } from '../hooks/use-cart-page.ts';
import { CartLineQuantity } from './cart-line-quantity.tsx';
import classes from './cart-table.module.css';
import '@mantine/core/styles/Pagination.css';

function RemoveLineButton({ item }: { item: CartItem }) {
  const removeItem = useRemoveItem();
  return (
    <RemoveButton
      label={`Remove ${item.title_info.title}`}
      loading={removeItem.isPending}
      onClick={() =>
        removeItem.mutate(item.cart_info.cart_id, {
          onError: (error) => notifications.show({ color: 'red', message: error.message }),
        })
      }
    >
      Remove
    </RemoveButton>
  );
}

/** A gift card line's amount, quantity and note are changed in the gift card dialog (docs/features/cart.md#adding-to-the-cart: with its cart_id). */
function EditGiftCardButton({ item }: { item: CartItem }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        onClick={() => setEditing(true)}
        aria-label={cartPageMessages.editGiftCard}
      >
        {cartPageMessages.edit}
      </Button>
      {editing ? <GiftCardDialog opened line={item} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/**
 * docs/features/cart.md#cart-page: a line above what is on hand says so in place of its availability, and offers
 * to come down to what is on hand.
 */
function StockShortfall({ item, onhand }: { item: CartItem; onhand: number }) {
  const setLineQuantity = useSetLineQuantity();
  if (onhand === 0) return <span className={classes.shortfall}>{cartPageMessages.noLongerInStock}</span>;
  return (
    <span className={classes.shortfall}>
      {cartMessages.onlyInStock(onhand)}
      <Button
        color="orange.9"
        size="compact-sm"
        loading={setLineQuantity.isPending}
        aria-label={`${cartMessages.takeOnHand(onhand)} of ${item.title_info.title}`}
        onClick={() =>
          setLineQuantity.mutate(
            { item, quantity: onhand },
            { onError: (error) => notifications.show({ color: 'red', message: error.message }) },
          )
        }
      >
        {cartMessages.takeOnHand(onhand)}
      </Button>
    </span>
  );
}

/** docs/features/cart.md#cart-page: what one copy cost before its sale, as the item page shows it; null when not on sale. */
function savingOf(item: CartItem, showSale: boolean): { original: number; percent: number } | null {
  const price = item.cart_info.sold_price;
  const original = item.title_info.list_price ?? item.title_info.available?.row_price ?? null;
  if (!showSale || item.cart_info.is_giftcard || price === null || original === null || original <= price) return null;
  return { original, percent: Math.round((1 - price / original) * 100) };
}

function CartRow({ item, isGuest }: { item: CartItem; isGuest: boolean }) {
  const settings = useSiteSettings();
  const format = useFormatPrice();
  const { title_info: title, cart_info: line } = item;
  const row = title.available;
  const price = line.sold_price;
  const shortfall = stockShortfallOf(item);
  const saving = savingOf(item, settings.show_strikethrough && !settings.hide_sale_pricing);
  // The line's note on ordering in, unless it only repeats the availability's own sub-message.
  const backorderNote = line.backorder_sub_message === row?.sub_message ? '' : line.backorder_sub_message;
  const edition = [title.binding, row && row.code !== 'NEW' ? row.text : ''].filter(Boolean).join(' · ');
  const giftNote = line.cart_notes?.gift_card_info.personalize ? line.cart_notes.gift_card_info : null;
  // Gift cards are not catalogue titles: their link goes to the gift card page.
  const titlePath = line.is_giftcard ? paths.giftCards() : paths.item(title.eisbn);
  return (
    <tr className={classes.row}>
      <td>
        <div className={classes.item}>
          <Link to={titlePath} className={classes.cover} tabIndex={-1} aria-hidden>
            <TitleCover eisbn={title.eisbn} cacheKey={title.cover_image_cache} title={title.title} width={64} alt="" />
          </Link>
          <div className={classes.about}>
            <Link to={titlePath} className={classes.title}>
              {title.title}
            </Link>
            {title.subtitle ? <span className={classes.subtitle}>{title.subtitle}</span> : null}
            {edition && !line.is_giftcard ? <span className={classes.meta}>{edition}</span> : null}
            {giftNote ? (
              <span className={classes.meta}>
                {[giftNote.to ? `To ${giftNote.to}` : '', giftNote.from ? `from ${giftNote.from}` : '']
                  .filter(Boolean)
                  .join(' ')}
                {giftNote.message ? ` · “${giftNote.message}”` : ''}
              </span>
            ) : null}
            {line.gift_registry_info ? (
              <span className={classes.meta}>
                {cartPageMessages.forRegistry(line.gift_registry_info.name, line.gift_registry_info.occasion)}
              </span>
            ) : null}
            {line.is_giftcard && !isGuest ? <EditGiftCardButton item={item} /> : null}
            {isGuest && line.cartable_logged_in && !line.cartable ? (
              <Badge color="orange" variant="light" size="sm">
                {cartPageMessages.requiresAccount}
              </Badge>
            ) : null}
          </div>
        </div>
      </td>
      <td className={classes.availability} data-label="Availability">
        <div>
          {line.is_giftcard ? (
            <span>{cartPageMessages.giftCardReady}</span>
          ) : shortfall !== null ? (
            <StockShortfall item={item} onhand={shortfall} />
          ) : (
            <AvailabilityMessage row={row} />
          )}
          {line.backorder_quantity > 0 ? (
            <span className={classes.backorder}>
              {cartPageMessages.backordered(line.backorder_quantity)}
              {backorderNote ? ` · ${backorderNote}` : ''}
            </span>
          ) : null}
        </div>
      </td>
      <td className={classes.quantity} data-label="Quantity">
        <CartLineQuantity item={item} />
      </td>
      <td className={classes.numeric} data-label="Price">
        <span>
          {price === null ? '—' : format(price)}
          {saving ? (
            <span className={classes.saving}>
              <s>
                <span className="bf-visually-hidden">Original price </span>
                {format(saving.original)}
              </s>{' '}
              {saving.percent > 0 ? cartPageMessages.save(saving.percent) : null}
            </span>
          ) : null}
        </span>
      </td>
      <td className={`${classes.numeric} ${classes.total}`} data-label="Total">
        {price === null ? '—' : format(price * line.quantity)}
      </td>
      <td className={classes.remove}>
        <RemoveLineButton item={item} />
      </td>
    </tr>
  );
}

/**
 * docs/features/cart.md#adding-to-the-cart item table: image, title, format, availability, quantity and price, a
 * page at a time (the page is remembered for the session). On narrow screens each row becomes a card.
 */
export function CartTable({ items }: { items: CartItem[] }) {
  const session = useSession();
  const { page, pageCount, setPage, start } = useCartPage(items.length);
  return (
    <>
      <table className={classes.table}>
        <caption className="bf-visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Availability</th>
            <th scope="col">Quantity</th>
            <th scope="col" className={classes.numeric}>
              Price
            </th>
            <th scope="col" className={classes.numeric}>
              Total
            </th>
            <th scope="col">
              <span className="bf-visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.slice(start, start + cartPageLength).map((item) => (
            <CartRow key={item.cart_info.cart_id} item={item} isGuest={!session.logged_in} />
          ))}
        </tbody>
      </table>
      {pageCount > 1 ? (
        <nav aria-label="Cart pages" className={classes.pages}>
          <Pagination
            total={pageCount}
            value={page}
            onChange={setPage}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': 'Previous page' }
                : control === 'next'
                  ? { 'aria-label': 'Next page' }
                  : {}
            }
          />
        </nav>
      ) : null}
    </>
  );
}
