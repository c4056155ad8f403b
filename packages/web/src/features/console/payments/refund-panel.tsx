import { Alert, Button, Checkbox, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  consoleMessages,
  consolePaymentMessages,
  refundLineAmounts,
  type ConsoleOrderDetail,
  type ConsoleRefund,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useRefund } from '../api.ts';
import { formatOrderTime } from '../pages/order-time.ts';
import classes from '../pages/console.module.css';

/**
 * docs/features/store-console.md#refunds: the refunds made, and for an owner or manager the copies
 * of each line and the shipping to refund, with the amount the server will give back.
 */
export function RefundPanel({ detail }: { detail: ConsoleOrderDetail }) {
  const formatPrice = useFormatPrice();
  const { refund } = detail;
  if (!detail.can_refund && refund.refunds.length === 0) return null;
  return (
    <div className={classes.panel}>
      <Title order={2} size="h5" mb={4}>
        {consolePaymentMessages.refundsHeading}
      </Title>
      <Stack gap="xs">
        {refund.refunds.length === 0 ? (
          <Text size="sm">{consolePaymentMessages.noRefunds}</Text>
        ) : (
          refund.refunds.map((made, index) => <RefundMade key={index} refund={made} />)
        )}
        <Text size="sm" fw={700}>
          {consolePaymentMessages.refundable(formatPrice(refund.paid - refund.refunded))}
        </Text>
        {detail.can_refund ? <RefundForm detail={detail} /> : null}
      </Stack>
    </div>
  );
}

function RefundMade({ refund }: { refund: ConsoleRefund }) {
  const formatPrice = useFormatPrice();
  const tenders = [
    refund.gift_card > 0 ? consolePaymentMessages.toGiftCard(formatPrice(refund.gift_card)) : null,
    refund.paypal > 0 ? consolePaymentMessages.toPaypal(formatPrice(refund.paypal)) : null,
    refund.terminal > 0 ? consolePaymentMessages.atTerminal(formatPrice(refund.terminal)) : null,
    refund.restocked > 0 ? consolePaymentMessages.restocked(refund.restocked) : null,
  ].filter(Boolean);
  return (
    <div>
      <Text size="sm">
        {consolePaymentMessages.refundLine(formatOrderTime(refund.at), formatPrice(refund.amount), refund.staff_email)}
        {refund.note ? ` (${refund.note})` : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {tenders.join(' · ')}
      </Text>
    </div>
  );
}

function RefundForm({ detail }: { detail: ConsoleOrderDetail }) {
  const formatPrice = useFormatPrice();
  const { order, refund } = detail;
  const makeRefund = useRefund(order.order_number);
  // One key per refund the form makes: the same refund sent twice is made once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [copies, setCopies] = useState<number[]>(() => refund.quantities.map(() => 0));
  const [withShipping, setWithShipping] = useState(false);
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');

  const requested = copies.map((quantity, position) => ({ position, quantity })).filter((line) => line.quantity > 0);
  const amount =
    refundLineAmounts({
      total: order.summary.total,
      shipping: order.summary.shipping,
      lines: order.items.map((item) => ({
        quantity: item.cart_info.quantity,
        sold_price: item.cart_info.sold_price,
        is_giftcard: item.cart_info.is_giftcard,
      })),
      refunded: refund.refunds.flatMap((made) => made.lines),
      requested,
    }).reduce((sum, cents) => sum + cents, 0) + (withShipping ? refund.shipping_refundable : 0);
  const hasChoice = requested.length > 0 || withShipping;

  const handleRefund = () =>
    makeRefund.mutate(
      { idempotency_key: idempotencyKey, lines: requested, shipping: withShipping, restock, note },
      {
        onSuccess: (answer) => {
          setIdempotencyKey(crypto.randomUUID());
          setCopies(answer.refund.quantities.map(() => 0));
          setWithShipping(false);
          setNote('');
        },
      },
    );

  return (
    <Stack gap="xs">
      {makeRefund.isError ? (
        <Alert color="red" role="alert" p="xs">
          {makeRefund.error instanceof ActionError ? makeRefund.error.message : consolePaymentMessages.refundFailed}
        </Alert>
      ) : null}
      {order.items.map((item, position) =>
        (refund.quantities[position] ?? 0) > 0 ? (
          <NumberInput
            key={position}
            size="xs"
            label={consolePaymentMessages.refundQuantity(item.title_info.title)}
            min={0}
            max={refund.quantities[position]}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={copies[position] ?? 0}
            onChange={(value) =>
              setCopies((current) => current.map((count, index) => (index === position ? Number(value) || 0 : count)))
            }
          />
        ) : null,
      )}
      {refund.shipping_refundable > 0 ? (
        <Checkbox
          size="xs"
          label={consolePaymentMessages.refundShipping(formatPrice(refund.shipping_refundable))}
          checked={withShipping}
          onChange={(event) => setWithShipping(event.currentTarget.checked)}
        />
      ) : null}
      {detail.status !== 'cancelled' ? (
        <Checkbox
          size="xs"
          label={consolePaymentMessages.restock}
          checked={restock}
          onChange={(event) => setRestock(event.currentTarget.checked)}
        />
      ) : null}
      <Textarea
        size="xs"
        label={consoleMessages.note}
        rows={2}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      <Button size="xs" color="red.9" disabled={!hasChoice} loading={makeRefund.isPending} onClick={handleRefund}>
        {hasChoice ? consolePaymentMessages.refundTotal(formatPrice(amount)) : consolePaymentMessages.refund}
      </Button>
    </Stack>
  );
}
