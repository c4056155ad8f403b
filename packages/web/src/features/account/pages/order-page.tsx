import { useEffect, useRef } from 'react';
import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useParams, useSearchParams } from 'react-router';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import { orderErrorCodes, orderMessages, orderSchema, type Order } from '@bookfront/contract';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { ActionError } from '../../../lib/api-client.ts';
import { sessionQueryOptions, useSession } from '../../../entities/session/session.ts';
import { orderExcelUrl, useOrder } from '../orders/api.ts';
import { BoughtFavouritesOffer } from '../orders/bought-favourites-offer.tsx';
import { rememberJustPlaced } from '../orders/just-placed.ts';
import { OrderFacts } from '../orders/order-facts.tsx';
import { OrderItems } from '../orders/order-items.tsx';
import { OrderSummary } from '../orders/order-summary.tsx';
import classes from '../orders/orders.module.css';

/** docs/features/orders.md#order-confirmation: once an order is placed the cart is empty; the header's cart follows. */
function useSessionRefreshAfterPurchase(isJustPlaced: boolean) {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!isJustPlaced || done.current) return;
    done.current = true;
    // A failed refresh keeps the session shown; the next focus of the window asks again (docs/features/accounts.md#sessions).
    queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => undefined);
  }, [isJustPlaced, queryClient]);
}

/** The order the page was opened with by the action that placed it (a quote request answers its quote). */
function placedOrderOf(state: unknown): Order | undefined {
  if (!state || typeof state !== 'object' || !('order' in state)) return undefined;
  const parsed = orderSchema.safeParse(state.order);
  return parsed.success ? parsed.data : undefined;
}

/**
 * /account/order/{order_number} (docs/features/orders.md#order-confirmation): the order or quote. Any query string means it was
 * just placed (?success=1 after checkout, a guest's emailed link with ?token=): it is thanked for, the cart is read
 * again and the titles bought may be taken off the favourites list. A guest opens it with the secret of the link.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') || undefined;
  const isJustPlaced = params.toString() !== '';
  const input = { order_id: id, ...(token ? { token } : {}) };
  const order = useOrder(input, { enabled: id.length > 0, placed: placedOrderOf(location.state) });
  const session = useSession();
  useSessionRefreshAfterPurchase(isJustPlaced);
  const isShown = order.isSuccess;
  useEffect(() => {
    if (isJustPlaced && isShown) rememberJustPlaced({ orderNumber: id, token: token ?? null });
  }, [isJustPlaced, isShown, id, token]);

  if (order.isPending) return <PageSkeleton />;

  if (order.isError) {
    const isMissing = order.error instanceof ActionError && order.error.code === orderErrorCodes.notFound;
    // Only the checkout's own marker vouches for an order that cannot be shown: a link's query string does not.
    const isFromCheckout = params.get('success') === '1';
    // A guest's order opens only with the secret of its emailed link, which the checkout did not pass on.
    const isGuestJustPlaced = isMissing && isFromCheckout && !session.logged_in;
    return (
      <Container size="sm" className={classes.page}>
        <Stack>
          {isFromCheckout ? (
            <Alert color="green" role="status">
              {orderMessages.orderPlaced}
            </Alert>
          ) : null}
          {isGuestJustPlaced ? (
            <p>{orderMessages.guestLinkEmailed}</p>
          ) : (
            <Alert color="red" title={isMissing ? undefined : orderMessages.historyError} role="alert">
              {isMissing ? orderMessages.notFound : order.error.message}
            </Alert>
          )}
          {isMissing ? null : (
            <Group>
              <Button variant="default" onClick={() => void order.refetch()}>
                {orderMessages.retry}
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    );
  }

  const data = order.data;
  const isQuote = data.delivery_key === 'quote';
  return (
    <Container size="lg" className={classes.page}>
      <Stack gap="lg">
        {isJustPlaced ? (
          <Alert color="green" role="status">
            {isQuote ? orderMessages.quoteSent : orderMessages.orderPlaced}
          </Alert>
        ) : null}
        {isJustPlaced && !isQuote ? <BoughtFavouritesOffer order={data} /> : null}
        <Group justify="space-between" align="center" gap="sm">
          <h1 className={classes.heading}>
            {isQuote ? orderMessages.quoteHeading(data.order_number) : orderMessages.orderHeading(data.order_number)}
          </h1>
          <Button
            component="a"
            href={orderExcelUrl(input)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {orderMessages.download}
          </Button>
        </Group>
        <OrderFacts order={data} />
        <div className={classes.layout}>
          <section className={classes.panel} aria-labelledby="order-items-heading">
            <h2 id="order-items-heading" className={classes.panelHeading}>
              {orderMessages.items}
            </h2>
            <OrderItems items={data.items} />
          </section>
          <OrderSummary summary={data.summary} delivery={data.delivery_type} />
        </div>
      </Stack>
    </Container>
  );
}
