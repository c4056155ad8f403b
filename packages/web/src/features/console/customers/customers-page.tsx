import { Alert, Anchor, Button, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleMessages, consoleCustomersMessages as words, type CustomerSummary } from '@bookfront/contract';
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
      <div className={classes.panel} style={{ marginTop: 8 }}>
        {search.isError ? (
          <Alert color="red" role="alert" p="xs">
            {search.error.message}
          </Alert>
        ) : !data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : data.customers.length === 0 ? (
          <Text size="sm">{words.noCustomers}</Text>
        ) : (
          <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={words.customersHeading}>
            <Table striped verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{words.nameColumn}</Table.Th>
                  <Table.Th>{words.emailColumn}</Table.Th>
                  <Table.Th>{words.joinedColumn}</Table.Th>
                  <Table.Th>{words.stateColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.customers.map((customer) => (
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
              </Table.Tbody>
            </Table>
          </div>
        )}
        {data ? <PageButtons page={page} hasMore={data.has_more} onPage={(next) => goTo({ q, page: next })} /> : null}
      </div>
    </>
  );
}
