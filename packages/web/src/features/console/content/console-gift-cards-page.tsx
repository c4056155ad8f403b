import { Alert, Button, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { consoleContentMessages as messages, consoleMessages, type ConsoleGiftCard } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatPrice } from '../../../lib/format-price.ts';
import { formatOrderTime } from '../pages/order-time.ts';
import consoleClasses from '../pages/console.module.css';
import { useConsoleGiftCard } from './api.ts';
import classes from './content.module.css';
import { AdjustGiftCardForm, IssueGiftCardForm } from './gift-card-forms.tsx';

function GiftCardDetail({ card }: { card: ConsoleGiftCard }) {
  const money = (cents: number) => formatPrice(cents, card.currency);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {card.number}
      </Title>
      <dl className={classes.facts}>
        <dt>{messages.giftCardBalance}</dt>
        <dd data-testid="gift-card-balance">{money(card.balance_cents)}</dd>
        <dt>{messages.giftCardInitial}</dt>
        <dd>{money(card.initial_cents)}</dd>
        {card.recipient_email ? (
          <>
            <dt>{messages.giftCardEmail}</dt>
            <dd>{card.recipient_email}</dd>
          </>
        ) : null}
      </dl>
      <div className={consoleClasses.tableWrap} tabIndex={0} role="region" aria-label={messages.giftCardLedger}>
        <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{messages.ledgerWhen}</Table.Th>
              <Table.Th className={consoleClasses.numeric}>{messages.ledgerAmount}</Table.Th>
              <Table.Th>{messages.ledgerReason}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {card.ledger.map((entry, index) => (
              <Table.Tr key={`${entry.at}-${index}`}>
                <Table.Td className={consoleClasses.nowrap}>{formatOrderTime(entry.at)}</Table.Td>
                <Table.Td className={consoleClasses.numeric}>{money(entry.amount_cents)}</Table.Td>
                <Table.Td>
                  {messages.ledgerReasons[entry.reason] ?? entry.reason}
                  {entry.note ? `: ${entry.note}` : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Title order={3} size="h5">
        {messages.adjustBalance}
      </Title>
      <AdjustGiftCardForm card={card} />
    </Stack>
  );
}

/** docs/features/store-console.md#gift-cards: issue a card, look one up, adjust its balance (owners and managers). */
export function ConsoleGiftCardsPage() {
  useDocumentTitle(`${messages.giftCardsHeading} · ${consoleMessages.title}`);
  const [typed, setTyped] = useState('');
  const [number, setNumber] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const card = useConsoleGiftCard(number);

  const handleFind = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setNumber(typed.trim() || null);
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {messages.giftCardsHeading}
      </Title>
      <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
        <Title order={2} size="h4" mb="xs">
          {messages.issueGiftCard}
        </Title>
        <IssueGiftCardForm
          onIssued={(issued) => {
            setTyped(issued.number);
            setNumber(issued.number);
            setNotice(messages.giftCardIssued(issued.number));
          }}
        />
      </div>
      <div className={`${consoleClasses.panel} ${classes.formPanel}`}>
        <Title order={2} size="h4" mb="xs">
          {messages.findGiftCard}
        </Title>
        <form onSubmit={handleFind} noValidate aria-label={messages.findGiftCard}>
          <div className={classes.inlineForm}>
            <TextInput
              label={messages.giftCardNumber}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
            <span />
            <Button type="submit" variant="default">
              {messages.find}
            </Button>
          </div>
        </form>
      </div>
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {number === null ? null : (
        <div className={consoleClasses.panel}>
          {card.isError ? (
            <Alert color="red" role="alert" p="xs">
              {card.error.message}
            </Alert>
          ) : card.data ? (
            <GiftCardDetail card={card.data} />
          ) : (
            <Text size="sm" role="status">
              …
            </Text>
          )}
        </div>
      )}
    </>
  );
}
