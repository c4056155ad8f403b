import { Alert, Button, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  consoleMessages,
  consoleSalesMessages as words,
  isSalesRange,
  type ConsoleDailySales,
  type SalesDay,
} from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { dailySales } from '../api.ts';
import classes from '../pages/console.module.css';

/** Today in the store's time zone, as YYYY-MM-DD. */
const storeToday = (daysAgo = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(Date.now() - daysAgo * 86_400_000);

/**
 * docs/features/store-console.md#daily-sales-summary: a date range (kept in the address) and, per
 * day, the orders, copies, what each tender took and the refunds, with the range's totals.
 */
export function ConsoleSalesPage() {
  useDocumentTitle(`${words.heading} · ${consoleMessages.title}`);
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? storeToday(6);
  const to = params.get('to') ?? storeToday();
  const [draft, setDraft] = useState({ from, to });
  const isValid = isSalesRange(draft);
  const sales = useQuery({
    queryKey: ['console', 'sales', from, to],
    queryFn: () => dailySales({ from, to }),
    enabled: isSalesRange({ from, to }),
    retry: false,
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) setParams({ from: draft.from, to: draft.to });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {words.heading}
      </Title>
      <form className={`${classes.panel} ${classes.filters}`} onSubmit={handleSubmit} noValidate>
        <TextInput
          size="xs"
          type="date"
          label={words.from}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          type="date"
          label={words.to}
          value={draft.to}
          error={isValid ? null : words.rangeInvalid}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
        <Button size="xs" type="submit" disabled={!isValid}>
          {words.show}
        </Button>
      </form>
      <div className={classes.panel} style={{ marginTop: 8 }}>
        {sales.isPending ? (
          <PageSkeleton />
        ) : sales.isError ? (
          <Alert color="red" role="alert" p="xs">
            {words.loadFailed}
          </Alert>
        ) : (
          <SalesTable sales={sales.data} />
        )}
      </div>
    </>
  );
}

function SalesTable({ sales }: { sales: ConsoleDailySales }) {
  const formatPrice = useFormatPrice();
  const tenders = Object.keys(sales.totals.revenue);
  const row = (label: string, day: Omit<SalesDay, 'date'>, isTotal = false) => (
    <Table.Tr key={label} fw={isTotal ? 700 : undefined}>
      <Table.Td className={classes.nowrap}>{label}</Table.Td>
      <Table.Td className={classes.numeric}>{day.orders}</Table.Td>
      <Table.Td className={classes.numeric}>{day.items}</Table.Td>
      {tenders.map((tender) => (
        <Table.Td key={tender} className={classes.numeric}>
          {formatPrice(day.revenue[tender] ?? 0)}
        </Table.Td>
      ))}
      <Table.Td className={classes.numeric}>{formatPrice(day.total)}</Table.Td>
      <Table.Td className={classes.numeric}>{formatPrice(-day.refunds)}</Table.Td>
      <Table.Td className={classes.numeric}>{formatPrice(day.total - day.refunds)}</Table.Td>
    </Table.Tr>
  );
  return (
    <>
      <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={words.heading}>
        <Table verticalSpacing={4} horizontalSpacing="xs" fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{words.day}</Table.Th>
              <Table.Th className={classes.numeric}>{words.orders}</Table.Th>
              <Table.Th className={classes.numeric}>{words.items}</Table.Th>
              {tenders.map((tender) => (
                <Table.Th key={tender} className={classes.numeric}>
                  {words.tenders[tender] ?? tender}
                </Table.Th>
              ))}
              <Table.Th className={classes.numeric}>{words.total}</Table.Th>
              <Table.Th className={classes.numeric}>{words.refunds}</Table.Th>
              <Table.Th className={classes.numeric}>{words.net}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sales.days.map((day) => row(day.date, day))}
            {row(words.total, sales.totals, true)}
          </Table.Tbody>
        </Table>
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        {words.timeZone(sales.time_zone)}
      </Text>
    </>
  );
}
