import { useEffect, useState } from 'react';
import { Alert, Button, Container, Group, Modal, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconFileImport, IconInfoCircle, IconMail, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { cartPageMessages } from '@bookfront/contract';
import { LoginRequired } from '../../../entities/session/login-required.tsx';
import { useCartChecksumGuard } from '../../../entities/cart/cart-checksum-guard.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { paths } from '../../../lib/paths.ts';
import { canShowCart, sessionKeys, sessionQueryOptions, useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useRemoveAll, useRemoveUnavailable } from '../api.ts';
import { CartSummary } from '../components/cart-summary.tsx';
import {
  CartAdjustmentDialog,
  CheckoutButtons,
  checkoutChoiceOf,
  type StockCheck,
} from '../components/checkout-buttons.tsx';
import { CopyToFavouritesButton } from '../components/copy-to-favourites-button.tsx';
import { QuoteRequestDialog } from '../components/quote-request-dialog.tsx';
import { PromoCodeForm } from '../components/promo-code-form.tsx';
import { CartTable } from '../components/cart-table.tsx';
import { EmailCartDialog } from '../components/email-cart-dialog.tsx';
import { ImportCartDialog } from '../components/import-cart-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import classes from './cart-page.module.css';

function RemoveAllButton() {
  const [opened, setOpened] = useState(false);
  const removeAll = useRemoveAll();
  const handleConfirm = () =>
    removeAll.mutate(undefined, {
      onSuccess: () => setOpened(false),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });
  return (
    <>
      <Button variant="outline" color="red.8" onClick={() => setOpened(true)}>
        Remove all
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Remove all" centered radius="md">
        <Text mb="lg">{cartPageMessages.removeAllConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={() => setOpened(false)}>
            Cancel
          </Button>
          <Button color="red" loading={removeAll.isPending} onClick={handleConfirm} data-autofocus>
            Remove all
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function UnavailableNotice() {
  const removeUnavailable = useRemoveUnavailable();
  const handleRemove = () =>
    removeUnavailable.mutate(undefined, {
      onSuccess: (result) => notifications.show({ color: 'green', message: result.message }),
      onError: () => notifications.show({ color: 'red', message: cartPageMessages.removeUnavailableFailed }),
    });
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} className={classes.notice}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{cartPageMessages.containsUnavailable}</Text>
        <Button size="xs" color="orange.9" loading={removeUnavailable.isPending} onClick={handleRemove}>
          Remove unavailable items
        </Button>
      </Group>
    </Alert>
  );
}

/** Import to cart (docs/features/cart.md#import-to-cart) and Email cart (docs/features/cart.md#import-to-cart), beside the page heading. */
function CartTools({ canEmail }: { canEmail: boolean }) {
  const [openDialog, setOpenDialog] = useState<'import' | 'email' | null>(null);
  const close = () => setOpenDialog(null);
  return (
    <Group gap="xs">
      {canEmail ? (
        <Button
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          onClick={() => setOpenDialog('email')}
        >
          Email cart
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpenDialog('import')}
      >
        Import to cart
      </Button>
      <EmailCartDialog opened={openDialog === 'email'} onClose={close} />
      <ImportCartDialog opened={openDialog === 'import'} onClose={close} />
    </Group>
  );
}

/** docs/features/cart.md#quotes: customers may ask for a quote where the store takes them and nothing in the cart is unavailable. */
function RequestQuoteButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="outline" fullWidth mt="sm" onClick={() => setOpened(true)}>
        {cartPageMessages.requestQuote}
      </Button>
      <QuoteRequestDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** docs/features/cart.md#login: what logging in changed in the cart, until the cart next changes. */
function CartNotices({ notices }: { notices: string[] }) {
  return (
    <Alert
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={cartPageMessages.mergeHeading}
      className={classes.notice}
    >
      <ul className={classes.noticeList}>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** docs/features/cart.md#cart-page: reading the cart again failed, so the old cart is not shown as if it were current. */
function CartError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState icon={<IconAlertTriangle size={40} stroke={1.5} aria-hidden />} message={cartPageMessages.loadFailed}>
      <Text c="dimmed">{cartPageMessages.loadFailedDetail}</Text>
      <Button onClick={onRetry} loading={retrying}>
        {cartPageMessages.tryAgain}
      </Button>
    </EmptyState>
  );
}

function EmptyCart() {
  return (
    <EmptyState icon={<IconShoppingCart size={40} stroke={1.5} aria-hidden />} message={cartPageMessages.empty}>
      <Button component={Link} to={paths.browse()}>
        Browse books
      </Button>
    </EmptyState>
  );
}

/**
 * docs/features/cart.md#import-to-cart at /checkout/cart: the items, the order summary, the checkout buttons
 * (with docs/features/cart.md#import-to-cart's guest cart gate), Request a quote, promo codes, and import and email.
 */
export function CartPage() {
  const settings = useSiteSettings();
  const session = useSession();
  const queryClient = useQueryClient();
  const format = useFormatPrice();
  const cart = session.cart;
  const sessionQuery = useQuery(sessionQueryOptions);
  const retry = () => void sessionQuery.refetch();
  const [stockCheck, setStockCheck] = useState<StockCheck | null>(null);
  // docs/features/cart.md#checksum: a cart changed in another tab shows here when the shopper comes back.
  useCartChecksumGuard({ redirectOnChange: false });
  const canRequestQuote = session.logged_in && settings.checkout.quote_enabled && !cart.contains_unavailable;

  // Stock and prices may have changed since the session loaded (docs/features/checkout.md#stock-check).
  useEffect(() => {
    void queryClient.refetchQueries({ queryKey: sessionKeys.all });
  }, [queryClient]);

  if (!settings.cart_enabled) {
    return (
      <Container size="sm" className={classes.page}>
        <Title order={1} mb="md">
          Cart
        </Title>
        <Text>{cartPageMessages.orderingDisabled}</Text>
      </Container>
    );
  }
  if (!canShowCart(settings, session)) return <LoginRequired />;
  if (sessionQuery.isRefetchError) {
    return (
      <Container size="sm" className={classes.page}>
        <Title order={1} mb="md">
          Cart
        </Title>
        <div role="alert">
          <CartError onRetry={retry} retrying={sessionQuery.isFetching} />
        </div>
      </Container>
    );
  }

  return (
    <Container size="xl" className={classes.page}>
      <Group justify="space-between" align="center" gap="sm" className={classes.heading}>
        <Title order={1}>Cart</Title>
        <CartTools canEmail={cart.items.length > 0} />
      </Group>
      {cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={classes.layout}>
          <div className={classes.main}>
            {cart.notices && cart.notices.length > 0 ? <CartNotices notices={cart.notices} /> : null}
            {cart.contains_unavailable ? <UnavailableNotice /> : null}
            {/* docs/features/gift-registries.md#in-the-cart: only a customer can ship, so a guest is told to log in. */}
            {cart.summary.contains_gift_registry_shipping && !session.logged_in ? (
              <Alert color="blue" className={classes.notice}>
                <Group justify="space-between" gap="sm">
                  <Text size="sm">{cartPageMessages.registryShippingLogin}</Text>
                  <Button size="xs" component={Link} to={paths.accountLogin()}>
                    Log in
                  </Button>
                </Group>
              </Alert>
            ) : null}
            <CartTable items={cart.items} />
            <Group justify="space-between" mt="md">
              <Button component={Link} to={paths.browse()} variant="subtle">
                Keep shopping
              </Button>
              <Group gap="sm">
                {session.logged_in ? <CopyToFavouritesButton /> : null}
                <RemoveAllButton />
              </Group>
            </Group>
          </div>
          <aside className={classes.side}>
            <CartSummary summary={cart.summary} />
            {!cart.meets_order_min ? (
              <Alert color="orange" className={classes.notice} mt="md">
                {cartPageMessages.belowOrderMinimum(format(settings.order_min))}
              </Alert>
            ) : null}
            <CheckoutButtons
              choice={checkoutChoiceOf({ isLoggedIn: session.logged_in, cart, settings })}
              onStockShort={setStockCheck}
            />
            <CartAdjustmentDialog check={stockCheck} onClose={() => setStockCheck(null)} />
            {canRequestQuote ? <RequestQuoteButton /> : null}
            <div className={classes.promoCode}>
              <PromoCodeForm summary={cart.summary} />
            </div>
          </aside>
        </div>
      )}
    </Container>
  );
}
