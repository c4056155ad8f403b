import { Alert, Button, Group, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { consoleQuoteMessages as messages, type ConsoleOrderDetail } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useAnswerQuote, useDeclineQuote } from '../api.ts';
import { ConfirmButton } from '../customers/confirm-button.tsx';
import { dollarsOf, priceCentsOf } from '../lib/dollars.ts';
import classes from '../pages/console.module.css';

/**
 * docs/features/store-console.md#quotes: an owner or manager prices each line of a quote (and the
 * shipping, unless it is picked up) and turns it into an order, which emails the customer; or
 * declines it, which cancels it and emails the customer the same note.
 */
export function QuoteAnswerPanel({ detail }: { detail: ConsoleOrderDetail }) {
  const { order } = detail;
  const answer = useAnswerQuote(order.order_number);
  const decline = useDeclineQuote(order.order_number);
  const failure = [answer.error, decline.error].find((error) => error instanceof ActionError);
  const isPickup = order.delivery_type === 'pickup';
  const [prices, setPrices] = useState(() => order.items.map((item) => dollarsOf(item.cart_info.sold_price)));
  const [shipping, setShipping] = useState(dollarsOf(order.summary.shipping));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = prices.map((price) => priceCentsOf(price));
    const shippingCents = isPickup ? 0 : priceCentsOf(shipping);
    const next: Record<string, string> = {};
    cents.forEach((value, position) => {
      if (value === null) next[`lines.${position}.price_cents`] = messages.priceInvalid;
    });
    if (shippingCents === null) next.shipping_cents = messages.priceInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    answer.mutate(
      {
        lines: cents.map((value, position) => ({ position, price_cents: value ?? 0 })),
        shipping_cents: shippingCents ?? 0,
        note,
      },
      { onError: (error) => setErrors((error instanceof ActionError ? error.failure.fields : undefined) ?? {}) },
    );
  };

  return (
    <div className={classes.panel}>
      <Title order={2} size="h5" mb={4}>
        {messages.answerHeading}
      </Title>
      <form onSubmit={handleSubmit} noValidate aria-label={messages.answerHeading}>
        <Stack gap="xs">
          <Text size="sm">{messages.answerIntro}</Text>
          {failure ? (
            <Alert color="red" role="alert" p="xs">
              {failure.message}
            </Alert>
          ) : null}
          {order.items.map((item, position) => (
            <TextInput
              key={`${item.title_info.eisbn}-${position}`}
              label={messages.priceOf(item.title_info.title)}
              description={`${item.cart_info.quantity} × ${item.title_info.eisbn}`}
              inputMode="decimal"
              value={prices[position] ?? ''}
              error={errors[`lines.${position}.price_cents`]}
              onChange={(change) => {
                const value = change.currentTarget.value;
                setPrices((current) => current.map((price, index) => (index === position ? value : price)));
              }}
            />
          ))}
          {isPickup ? null : (
            <TextInput
              label={messages.shipping}
              inputMode="decimal"
              value={shipping}
              error={errors.shipping_cents}
              onChange={(change) => setShipping(change.currentTarget.value)}
            />
          )}
          <Textarea
            label={messages.note}
            autosize
            minRows={2}
            maxLength={500}
            value={note}
            error={errors.note}
            onChange={(change) => setNote(change.currentTarget.value)}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={answer.isPending}>
              {messages.answer}
            </Button>
            <ConfirmButton
              label={messages.decline}
              question={messages.declineQuestion}
              isPending={decline.isPending}
              onConfirm={() =>
                decline.mutate(
                  { note },
                  {
                    onError: (error) =>
                      setErrors((error instanceof ActionError ? error.failure.fields : undefined) ?? {}),
                  },
                )
              }
            />
          </Group>
        </Stack>
      </form>
    </div>
  );
}
