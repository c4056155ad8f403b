import { lazy, Suspense, useState } from 'react';
import { Anchor, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cartMessages, type AvailabilityRow } from '@bookfront/contract';
import { cartLineOf, onHandExceeded, useAddToCart } from './cart.ts';
import { paths } from '../../lib/paths.ts';
import { purchaseState } from '../title/purchase-state.ts';
import { canShowCart, useSession } from '../session/session.ts';
import { useSiteSettings } from '../../lib/site-settings.tsx';
import { useMountedOnce } from '../../lib/use-mounted-once.ts';
import { parseQuantity, QuantityInput } from '../../components/ui/quantity-input.tsx';
import classes from './add-to-cart-control.module.css';

// The dialogs load on first use, keeping Modal out of the pages that show this control.
const StockDialog = lazy(() => import('./add-to-cart-dialogs.tsx').then((m) => ({ default: m.StockDialog })));
const LargePrintDialog = lazy(() => import('./add-to-cart-dialogs.tsx').then((m) => ({ default: m.LargePrintDialog })));

type Dialog = { kind: 'large_print'; quantity: number } | { kind: 'stock'; quantity: number; onhand: number };

/**
 * docs/features/cart.md#adding-to-the-cart quantity: a quantity box and Add to cart (or Pre-order), then
 * Adding.., then '{n} in cart' with Go to Cart. Asking for more than is on hand opens the stock
 * dialog; a large print edition asks first. Hidden where the shopper may not see the cart (§6) or
 * the title cannot be added.
 */
export function AddToCartControl({
  eisbn,
  title,
  row,
  isLargePrint,
  compact = false,
  giftRegistryId,
}: {
  eisbn: string;
  /** The title's name, so each control on a page of results has its own accessible name. */
  title: string;
  /** The availability row that decides what the shopper can do (its code is the condition added). */
  row: AvailabilityRow | null;
  isLargePrint: boolean;
  /** The smaller form of browse results. */
  compact?: boolean;
  /** Bought for this gift registry (the item page opened from a registry, docs/features/gift-registries.md#buying). */
  giftRegistryId?: string | undefined;
}) {
  const settings = useSiteSettings();
  const session = useSession();
  const addToCart = useAddToCart();
  const [quantityText, setQuantityText] = useState('1');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [hasAdded, setHasAdded] = useState(false);
  const stockMounted = useMountedOnce(dialog?.kind === 'stock');
  const largePrintMounted = useMountedOnce(dialog?.kind === 'large_print');
  const [lastStock, setLastStock] = useState({ onhand: 0, canOrderRest: false });

  const purchase = purchaseState(row);
  if (!row || !purchase.canAddToCart || !canShowCart(settings, session)) return null;
  const condition = row.code;
  // A registry's copies are counted on their own line (docs/features/gift-registries.md#buying).
  const line = cartLineOf(session.cart, eisbn, condition, giftRegistryId ?? null);
  const inCart = line?.cart_info.quantity ?? 0;

  const send = (input: { quantity: number; cartId?: string }) => {
    setDialog(null);
    addToCart.mutate(
      {
        eisbn,
        condition,
        quantity: input.quantity,
        ...(giftRegistryId ? { gift_registry_id: giftRegistryId } : {}),
        ...(input.cartId ? { cart_id: input.cartId } : {}),
      },
      {
        onSuccess: () => {
          setHasAdded(true);
          setQuantityText('1');
        },
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
      },
    );
  };

  const checkStockThenSend = (quantity: number) => {
    const onhand = onHandExceeded(row, inCart + quantity);
    if (onhand === null) return send({ quantity });
    setLastStock({ onhand, canOrderRest: row.is_extra_orderable });
    setDialog({ kind: 'stock', quantity, onhand });
  };

  const handleAdd = () => {
    const quantity = parseQuantity(quantityText);
    setQuantityText(String(quantity));
    if (isLargePrint) setDialog({ kind: 'large_print', quantity });
    else checkStockThenSend(quantity);
  };

  // 'Take N' leaves N in the cart in all: the line is set to N, or a new line of N is added.
  const handleTake = (onhand: number) =>
    send(line ? { quantity: onhand, cartId: line.cart_info.cart_id } : { quantity: onhand });

  const label = purchase.label ?? '';
  const buttonText = addToCart.isPending ? cartMessages.adding : inCart > 0 ? cartMessages.inCart(inCart) : label;
  const size = compact ? 'xs' : 'md';

  return (
    <div className={classes.control} data-compact={compact || undefined}>
      <Group gap="xs" wrap="nowrap" className={classes.row}>
        <QuantityInput
          label={`Quantity of ${title}`}
          value={quantityText}
          onChange={setQuantityText}
          size={compact ? 'xs' : 'sm'}
          className={classes.quantity}
        />
        <Button
          onClick={handleAdd}
          disabled={addToCart.isPending}
          size={size === 'md' ? 'sm' : 'xs'}
          className={classes.button}
          // Results are narrow: their button keeps its words and drops the icon.
          leftSection={
            compact ? null : inCart > 0 && !addToCart.isPending ? (
              <IconCheck size={16} aria-hidden />
            ) : (
              <IconShoppingCart size={16} aria-hidden />
            )
          }
          // The name keeps the visible words and says what pressing does once the title is in the cart.
          aria-label={inCart > 0 && !addToCart.isPending ? `${label}: ${buttonText}` : undefined}
          data-testid="add-to-cart"
        >
          {buttonText}
        </Button>
      </Group>
      {inCart > 0 ? (
        <Anchor component={Link} to={paths.cart()} size="sm" fw={600} className={classes.goToCart}>
          {cartMessages.goToCart}
        </Anchor>
      ) : null}
      <span role="status" className="bf-visually-hidden">
        {hasAdded && inCart > 0 ? `${title}: ${cartMessages.inCart(inCart)}` : ''}
      </span>
      {stockMounted ? (
        <Suspense fallback={null}>
          <StockDialog
            opened={dialog?.kind === 'stock'}
            onhand={dialog?.kind === 'stock' ? dialog.onhand : lastStock.onhand}
            canOrderRest={lastStock.canOrderRest}
            onTake={() => handleTake(dialog?.kind === 'stock' ? dialog.onhand : lastStock.onhand)}
            onTakeAndOrderRest={() => dialog && send({ quantity: dialog.quantity })}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
      {largePrintMounted ? (
        <Suspense fallback={null}>
          <LargePrintDialog
            opened={dialog?.kind === 'large_print'}
            onConfirm={() => dialog && checkStockThenSend(dialog.quantity)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
