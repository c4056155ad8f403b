import { Alert, Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleGiftCardAdjustInputSchema,
  consoleGiftCardIssueInputSchema,
  type ConsoleGiftCard,
} from '@bookfront/contract';
import { useAdjustGiftCard, useIssueGiftCard } from './api.ts';
import classes from './content.module.css';
import { centsOf } from '../lib/dollars.ts';
import { fieldErrorsOf, serverFieldErrorsOf, useTextFields } from '../lib/form-fields.ts';

/** docs/features/store-console.md#gift-cards: a card sold in the shop, emailed when given an address. */
export function IssueGiftCardForm({ onIssued }: { onIssued: (card: ConsoleGiftCard) => void }) {
  const issue = useIssueGiftCard();
  const { values, setErrors, field, reset } = useTextFields({ amount_cents: '', email: '' });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleGiftCardIssueInputSchema.safeParse({
      amount_cents: centsOf(values.amount_cents),
      email: values.email.trim(),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    issue.mutate(parsed.data, {
      onSuccess: (card) => {
        reset();
        onIssued(card);
      },
      onError: (error) => setErrors(serverFieldErrorsOf(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.issueGiftCard}>
      <div className={classes.inlineForm}>
        <TextInput label={messages.giftCardAmount} inputMode="decimal" required {...field('amount_cents')} />
        <TextInput label={messages.giftCardEmail} type="email" {...field('email')} />
        <Button type="submit" loading={issue.isPending}>
          {messages.issue}
        </Button>
      </div>
      {issue.isError && !serverFieldErrorsOf(issue.error).amount_cents ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {issue.error.message}
        </Alert>
      ) : null}
    </form>
  );
}

/** Raises or lowers a card's balance through its ledger, with the reason. */
export function AdjustGiftCardForm({ card }: { card: ConsoleGiftCard }) {
  const adjust = useAdjustGiftCard(card.number);
  const { values, setErrors, field, reset } = useTextFields({ amount_cents: '', reason: '' });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { number: card.number, amount_cents: centsOf(values.amount_cents), reason: values.reason };
    const parsed = consoleGiftCardAdjustInputSchema.safeParse(input);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error.issues));
    setErrors({});
    adjust.mutate(
      { amount_cents: parsed.data.amount_cents, reason: parsed.data.reason },
      { onSuccess: reset, onError: (error) => setErrors(serverFieldErrorsOf(error)) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.adjustBalance}>
      <div className={classes.inlineForm}>
        <TextInput label={messages.adjustAmount} inputMode="decimal" required {...field('amount_cents')} />
        <TextInput label={messages.adjustReason} required maxLength={200} {...field('reason')} />
        <Group>
          <Button type="submit" loading={adjust.isPending}>
            {messages.adjust}
          </Button>
        </Group>
      </div>
    </form>
  );
}
