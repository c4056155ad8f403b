import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consoleContentMessages as messages,
  consoleGiftCardAdjustInputSchema,
  consoleGiftCardIssueInputSchema,
  type ConsoleGiftCard,
} from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useAdjustGiftCard, useIssueGiftCard } from './api.ts';
import classes from './content.module.css';
import { centsOf } from './dollars.ts';

type Fields = Record<string, string | undefined>;

/** The first message of each field a schema refused. */
function fieldsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Fields {
  const fields: Fields = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

const serverFields = (error: Error): Fields => (error instanceof ActionError ? (error.failure.fields ?? {}) : {});

/** docs/features/store-console.md#gift-cards: a card sold in the shop, emailed when given an address. */
export function IssueGiftCardForm({ onIssued }: { onIssued: (card: ConsoleGiftCard) => void }) {
  const issue = useIssueGiftCard();
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [fields, setFields] = useState<Fields>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = consoleGiftCardIssueInputSchema.safeParse({ amount_cents: centsOf(amount), email: email.trim() });
    if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
    setFields({});
    issue.mutate(parsed.data, {
      onSuccess: (card) => {
        setAmount('');
        setEmail('');
        onIssued(card);
      },
      onError: (error) => setFields(serverFields(error)),
    });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.issueGiftCard}>
      <div className={classes.inlineForm}>
        <TextInput
          label={messages.giftCardAmount}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={fields.amount_cents}
        />
        <TextInput
          label={messages.giftCardEmail}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fields.email}
        />
        <Button type="submit" loading={issue.isPending}>
          {messages.issue}
        </Button>
      </div>
      {issue.isError && !serverFields(issue.error).amount_cents ? (
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
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fields, setFields] = useState<Fields>({});

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { number: card.number, amount_cents: centsOf(amount), reason };
    const parsed = consoleGiftCardAdjustInputSchema.safeParse(input);
    if (!parsed.success) return setFields(fieldsOf(parsed.error.issues));
    setFields({});
    adjust.mutate(
      { amount_cents: parsed.data.amount_cents, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
        onError: (error) => setFields(serverFields(error)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={messages.adjustBalance}>
      <div className={classes.inlineForm}>
        <TextInput
          label={messages.adjustAmount}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={fields.amount_cents}
        />
        <TextInput
          label={messages.adjustReason}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={fields.reason}
        />
        <Group>
          <Button type="submit" loading={adjust.isPending}>
            {messages.adjust}
          </Button>
        </Group>
      </div>
    </form>
  );
}
