import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  consoleErrorCodes,
  consoleMessages,
  consolePackingMessages,
  orderMessages,
  type ConsoleOrderDetail,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { packingSlipUrl, useConsoleOrder, useOrderChange } from '../api.ts';
import { CardChargePanel } from '../payments/card-charge-panel.tsx';
import { RefundPanel } from '../payments/refund-panel.tsx';
import { QuoteAnswerPanel } from '../quotes/quote-answer-panel.tsx';
import classes from './console.module.css';
import { formatOrderTime } from './order-time.ts';
import { StatusBadge } from '../components/status-badge.tsx';

/** docs/features/store-console.md#orders: an order with what staff need to fulfil it, and its status buttons. */
export function ConsoleOrderPage() {
  const { orderNumber = '' } = useParams();
  useDocumentTitle(`${orderMessages.orderHeading(orderNumber)} · ${consoleMessages.title}`);
  const order = useConsoleOrder(orderNumber);

  const back = (
    <Anchor component={Link} to="/console" size="sm">
      ← {consoleMessages.backToQueue}
    </Anchor>
  );
  if (order.isPending) return <PageSkeleton />;
  if (order.isError) {
    const isMissing = order.error instanceof ActionError && order.error.code === consoleErrorCodes.orderNotFound;
    return (
      <Stack gap="sm">
        {back}
        <Alert color={isMissing ? 'gray' : 'red'} role="alert" p="xs">
          {isMissing ? consoleMessages.orderNotFound : consoleMessages.loadFailed}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {back}
      <OrderDetail detail={order.data} />
    </Stack>
  );
}

function OrderDetail({ detail }: { detail: ConsoleOrderDetail }) {
  const formatPrice = useFormatPrice();
  const { order } = detail;
  const address = order.shipping;
  return (
    <>
      <Group gap="sm" align="center">
        <Title order={1} size="h3">
          {orderMessages.orderHeading(order.order_number)}
        </Title>
        <StatusBadge tone={detail.status === 'cancelled' ? 'red' : 'gray'}>
          {consoleMessages.statuses[detail.status]}
        </StatusBadge>
        <Anchor href={packingSlipUrl(order.order_number)} target="_blank" size="sm">
          {consolePackingMessages.packingSlip}
        </Anchor>
      </Group>
      <StatusButtons detail={detail} />
      {detail.can_answer_quote ? <QuoteAnswerPanel detail={detail} /> : null}
      <div className={classes.columns}>
        <div className={classes.panel}>
          <Title order={2} size="h5" mb={4}>
            {orderMessages.items}
          </Title>
          <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={orderMessages.items}>
            <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{orderMessages.isbn}</Table.Th>
                  <Table.Th>{orderMessages.title}</Table.Th>
                  <Table.Th>{orderMessages.format}</Table.Th>
                  <Table.Th className={classes.numeric}>{orderMessages.quantity}</Table.Th>
                  <Table.Th className={classes.numeric}>{orderMessages.price}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.items.map((item, index) => (
                  <Table.Tr key={`${item.title_info.eisbn}-${index}`}>
                    <Table.Td className={classes.nowrap}>{item.title_info.eisbn}</Table.Td>
                    <Table.Td>
                      {item.title_info.title}
                      {item.cart_info.backorder_quantity > 0 ? (
                        <Text size="xs" c="dimmed">
                          {orderMessages.backordered(item.cart_info.backorder_quantity)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{item.title_info.binding}</Table.Td>
                    <Table.Td className={classes.numeric}>{item.cart_info.quantity}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatPrice(item.cart_info.sold_price)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Table fz="sm" verticalSpacing={2} mt="xs" w="auto" ml="auto">
            <Table.Tbody>
              <SummaryRow label={orderMessages.subtotal} value={formatPrice(order.summary.subtotal)} />
              <SummaryRow label={orderMessages.shipping} value={formatPrice(order.summary.shipping)} />
              {order.summary.taxes.map((tax) => (
                <SummaryRow key={tax.type} label={tax.type} value={formatPrice(tax.amount)} />
              ))}
              {order.summary.total_gift_card_amount_used > 0 ? (
                <SummaryRow
                  label={orderMessages.giftCards}
                  value={formatPrice(-order.summary.total_gift_card_amount_used)}
                />
              ) : null}
              <SummaryRow label={orderMessages.total} value={formatPrice(order.summary.total)} strong />
              <SummaryRow label={consoleMessages.leftToTake} value={formatPrice(detail.total_owing)} strong />
            </Table.Tbody>
          </Table>
        </div>
        <Stack gap="sm">
          <div className={classes.panel}>
            <Title order={2} size="h5" mb={4}>
              {orderMessages.delivery}
            </Title>
            <Text size="sm">
              {order.delivery_type === 'pickup'
                ? orderMessages.pickUpAt(order.location?.name ?? order.order_location_id)
                : consoleMessages.deliveryTypes[order.delivery_type]}
            </Text>
            {address ? (
              <Text size="sm">
                {[
                  address.name,
                  address.orgname,
                  address.addr1,
                  address.addr2,
                  address.city,
                  address.prov,
                  address.postal,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            ) : null}
            {order.shipping_batches.length > 1
              ? order.shipping_batches.map((batch) => (
                  <Text size="sm" key={batch.label}>
                    {batch.label}: {batch.eisbns.join(', ')}
                  </Text>
                ))
              : null}
            {detail.tracking ? (
              <Text size="sm">
                {consoleMessages.tracking}: {detail.tracking}
              </Text>
            ) : null}
          </div>
          <div className={classes.panel}>
            <Title order={2} size="h5" mb={4}>
              {orderMessages.payment}
            </Title>
            <Text size="sm">
              {orderMessages.paymentTypes[order.payment_type] ?? order.payment_type}
              {order.cc_info ? ` · ${orderMessages.cardEnding(order.cc_info.brand, order.cc_info.masked_number)}` : ''}
            </Text>
            <Text size="sm">
              {consoleMessages.paymentStatus}:{' '}
              {consoleMessages.paymentStatuses[detail.payment_status] ?? detail.payment_status}
            </Text>
            {detail.paypal_order_id ? (
              <Text size="sm">
                {consoleMessages.paypalCapture}: {detail.paypal_order_id}
              </Text>
            ) : null}
            {detail.has_sealed_card ? <Text size="sm">{consoleMessages.sealedCard}</Text> : null}
          </div>
          {detail.can_charge_card ? <CardChargePanel detail={detail} /> : null}
          <RefundPanel detail={detail} />
          <div className={classes.panel}>
            <Title order={2} size="h5" mb={4}>
              {orderMessages.contact}
            </Title>
            <Text size="sm">{order.purchaser_name}</Text>
            {order.email ? <Text size="sm">{order.email}</Text> : null}
            {order.phone ? <Text size="sm">{order.phone}</Text> : null}
            {order.notes ? (
              <Text size="sm">
                {orderMessages.instructions}: {order.notes}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {consoleMessages.placed} {formatOrderTime(order.order_date)}
            </Text>
          </div>
          <div className={classes.panel}>
            <Title order={2} size="h5" mb={4}>
              {consoleMessages.history}
            </Title>
            {detail.history.length === 0 ? (
              <Text size="sm">{consoleMessages.statuses.new}</Text>
            ) : (
              detail.history.map((change, index) => (
                <Text size="sm" key={index}>
                  {formatOrderTime(change.at)}: {consoleMessages.statuses[change.status]}{' '}
                  {consoleMessages.changedBy(change.staff_email)}
                  {change.note ? ` (${change.note})` : ''}
                </Text>
              ))
            )}
          </div>
        </Stack>
      </div>
    </>
  );
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td fw={strong ? 700 : undefined}>{label}</Table.Td>
      <Table.Td className={classes.numeric} fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/** Only the changes the server says this role may make now; the server checks again. */
function StatusButtons({ detail }: { detail: ConsoleOrderDetail }) {
  const change = useOrderChange(detail.order.order_number);
  const [note, setNote] = useState('');
  const [tracking, setTracking] = useState('');
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (detail.actions.length === 0) return null;

  const run = (name: 'markReady' | 'markCompleted' | 'cancel') =>
    change.mutate({ name, note }, { onSuccess: () => setNote('') });
  const ship = () => {
    if (!tracking.trim()) {
      setTrackingError(consoleMessages.trackingRequired);
      return;
    }
    setTrackingError(null);
    change.mutate({ name: 'markShipped', tracking, note }, { onSuccess: () => setNote('') });
  };

  return (
    <div className={classes.panel}>
      <Stack gap="xs">
        {change.isError ? (
          <Alert color="red" role="alert" p="xs">
            {change.error instanceof ActionError ? change.error.message : consoleMessages.changeFailed}
          </Alert>
        ) : null}
        <Textarea
          size="xs"
          label={consoleMessages.note}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {detail.actions.includes('markShipped') ? (
          <Group gap="xs" align="flex-end">
            <TextInput
              size="xs"
              label={consoleMessages.tracking}
              value={tracking}
              maxLength={100}
              onChange={(event) => setTracking(event.currentTarget.value)}
              error={trackingError}
            />
            <Button size="xs" onClick={ship} loading={change.isPending}>
              {consoleMessages.markShipped}
            </Button>
          </Group>
        ) : null}
        <Group gap="xs">
          {detail.actions.includes('markReady') ? (
            <Button size="xs" onClick={() => run('markReady')} loading={change.isPending}>
              {consoleMessages.markReady}
            </Button>
          ) : null}
          {detail.actions.includes('markCompleted') ? (
            <Button size="xs" onClick={() => run('markCompleted')} loading={change.isPending}>
              {consoleMessages.markCompleted}
            </Button>
          ) : null}
          {detail.actions.includes('cancel') ? (
            <Button size="xs" color="red.9" variant="outline" onClick={() => setConfirmCancel(true)}>
              {consoleMessages.cancelOrder}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Modal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={consoleMessages.cancelOrder}
        centered
      >
        <Text size="sm" mb="sm">
          {consoleMessages.cancelConfirm}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setConfirmCancel(false)}>
            {consoleMessages.keepOrder}
          </Button>
          <Button
            size="xs"
            color="red.9"
            loading={change.isPending}
            onClick={() => {
              run('cancel');
              setConfirmCancel(false);
            }}
          >
            {consoleMessages.cancelOrder}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}
