import { Button, Group, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { consoleMessages, consolePromoMessages as messages, type ConsolePromoCode } from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import consoleClasses from '../pages/console.module.css';
import { useConsolePromoCodes, useDeactivatePromoCode } from './api.ts';
import { ContentTable, EditorPanel } from './content-table.tsx';
import classes from './content.module.css';
import { PromoCodeForm } from './promo-code-form.tsx';

function datesOf(promo: ConsolePromoCode): string {
  if (promo.starts_at && promo.ends_at) return messages.between(promo.starts_at, promo.ends_at);
  if (promo.starts_at) return messages.from(promo.starts_at);
  if (promo.ends_at) return messages.until(promo.ends_at);
  return messages.anyTime;
}

function PromoRow(props: { promo: ConsolePromoCode; onEdit: () => void; onDeactivated: () => void }) {
  const { promo } = props;
  const format = useFormatPrice();
  const deactivate = useDeactivatePromoCode();
  const discount =
    promo.type === 'percent'
      ? messages.percentOff(promo.value)
      : promo.type === 'amount'
        ? messages.amountOff(format(promo.value))
        : messages.freeShipping;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {promo.code}
        </Text>
        {promo.description ? <Text size="xs">{promo.description}</Text> : null}
      </Table.Td>
      <Table.Td>
        {discount}
        {promo.min_subtotal > 0 ? ` ${messages.minimum(format(promo.min_subtotal))}` : ''}
      </Table.Td>
      <Table.Td>{datesOf(promo)}</Table.Td>
      <Table.Td className={consoleClasses.nowrap}>
        {promo.active ? messages.activeStatus : messages.inactiveStatus}
      </Table.Td>
      <Table.Td className={consoleClasses.nowrap}>
        {messages.usage(promo.usage.orders, format(promo.usage.discount_cents))}
      </Table.Td>
      <Table.Td className={classes.actions}>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            onClick={props.onEdit}
            aria-label={`${messages.edit} ${promo.code}`}
          >
            {messages.edit}
          </Button>
          {promo.active ? (
            <Button
              size="compact-xs"
              variant="default"
              loading={deactivate.isPending}
              aria-label={`${messages.deactivate} ${promo.code}`}
              onClick={() => deactivate.mutate(promo.code, { onSuccess: props.onDeactivated })}
            >
              {messages.deactivate}
            </Button>
          ) : null}
        </Group>
        {deactivate.error ? (
          <Text size="xs" c="red" role="alert">
            {deactivate.error.message}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/features/store-console.md#promo-codes: the store's promo codes with their usage, to add, change and deactivate. */
export function ConsolePromosPage() {
  useDocumentTitle(`${messages.heading} · ${consoleMessages.title}`);
  const promos = useConsolePromoCodes();
  const [editing, setEditing] = useState<{ promo: ConsolePromoCode | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={1} size="h3">
          {messages.heading}
        </Title>
        {editing ? null : (
          <Button
            size="compact-sm"
            onClick={() => {
              setNotice(null);
              setEditing({ promo: null });
            }}
          >
            {messages.newCode}
          </Button>
        )}
      </Group>
      {notice ? (
        <Text size="sm" role="status" mb="xs">
          {notice}
        </Text>
      ) : null}
      {editing ? (
        <EditorPanel title={editing.promo ? messages.editCode(editing.promo.code) : messages.newCode}>
          <PromoCodeForm
            key={editing.promo?.code ?? 'new'}
            promo={editing.promo}
            onDone={(saved) => {
              setEditing(null);
              setNotice(saved ? messages.saved(saved.code) : null);
            }}
          />
        </EditorPanel>
      ) : null}
      <ContentTable
        label={messages.heading}
        headers={[
          messages.code,
          messages.valueColumn,
          messages.datesColumn,
          messages.statusColumn,
          messages.usageColumn,
        ]}
        rows={promos.data?.promo_codes.map((promo) => (
          <PromoRow
            key={promo.code}
            promo={promo}
            onEdit={() => {
              setNotice(null);
              setEditing({ promo });
            }}
            onDeactivated={() => setNotice(messages.deactivated(promo.code))}
          />
        ))}
        isError={promos.isError}
        empty={messages.noCodes}
      />
    </>
  );
}
