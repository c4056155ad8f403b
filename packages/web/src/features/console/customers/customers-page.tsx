import { Anchor, Button, Table, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleMessages, consoleCustomersMessages as words, type CustomerSummary } from '@bookfront/contract';
import { ContentTable } from '../components/content-table.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import classes from '../pages/console.module.css';
import { formatOrderTime } from '../pages/order-time.ts';
import { useCustomerSearch } from './api.ts';
import { PageButtons } from './page-buttons.tsx';

/** A customer's account state as a badge: locked, email not confirmed, or active. */
export function AccountBadge({ customer }: { customer: Pick<CustomerSummary, 'is_locked' | 'is_verified'> }) {
  if (customer.is_locked) return <StatusBadge tone="red">{words.locked}</StatusBadge>;
  if (!customer.is_verified) return <StatusBadge tone="yellow">{words.unverified}</StatusBadge>;
  return <StatusBadge tone="green">{words.active}</StatusBadge>;
}

/** docs/features/store-console.md#customers: look a customer up by name, email or order number (kept in the address). */
export function ConsoleCustomersPage() {
  useDocumentTitle(`${words.customersHeading} · ${consoleMessages.title}`);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const search = useCustomerSearch(q, page);
  const data = search.data;

  const goTo = (next: { q: string; page: number }) =>
    setParams({ ...(next.q ? { q: next.q } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    goTo({ q: draft.trim(), page: 1 });
  };

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {words.customersHeading}
      </Title>
      <form className={`${classes.panel} ${classes.filters}`} onSubmit={handleSubmit} role="search" noValidate>
        <TextInput
          size="xs"
          type="search"
          label={words.searchLabel}
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button size="xs" type="submit">
          {words.search}
        </Button>
      </form>
      <ContentTable
        className={classes.afterFilters}
        label={words.customersHeading}
        headers={[words.nameColumn, words.emailColumn, words.joinedColumn, words.stateColumn]}
        rows={data?.customers.map((customer) => (
          <Table.Tr key={customer.customer_id}>
            <Table.Td>
              <Anchor component={Link} to={`/console/customers/${customer.customer_id}`} size="sm">
                {customer.name || customer.email}
              </Anchor>
            </Table.Td>
            <Table.Td>{customer.email}</Table.Td>
            <Table.Td className={classes.nowrap}>{formatOrderTime(customer.created_at)}</Table.Td>
            <Table.Td>
              <AccountBadge customer={customer} />
            </Table.Td>
          </Table.Tr>
        ))}
        isError={search.isError}
        error={search.error?.message}
        empty={words.noCustomers}
        footer={
          data ? <PageButtons page={page} hasMore={data.has_more} onPage={(next) => goTo({ q, page: next })} /> : null
        }
      />
    </>
  );
}
