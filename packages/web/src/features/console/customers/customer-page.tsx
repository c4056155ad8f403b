import { Alert, Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { consoleMessages, consoleCustomersMessages as words, type ConsoleCustomer } from '@bookfront/contract';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useStaffMember } from '../api.ts';
import { RowsTable } from '../components/content-table.tsx';
import classes from '../pages/console.module.css';
import { formatOrderTime } from '../pages/order-time.ts';
import { useConsoleCustomer } from './api.ts';
import { CustomerAccountPanel } from './customer-account-panel.tsx';
import { CustomerLinksPanel } from './customer-links-panel.tsx';
import { AccountBadge } from './customers-page.tsx';
import own from './customers.module.css';
import { Section } from './section.tsx';

const formatDay = (seconds: number) => formatOrderTime(seconds).replace(/, \d+:\d+ [AP]M$/, '');

/**
 * docs/features/store-console.md#customers: a customer's details, account, orders (to the console's
 * order page), lists, gift registries and institution links. A clerk reads; owners and managers change.
 */
export function ConsoleCustomerPage() {
  const { customerId = '' } = useParams();
  const customer = useConsoleCustomer(customerId);
  const staff = useStaffMember().data;
  const canChange = staff?.role === 'owner' || staff?.role === 'manager';
  const data = customer.data;
  useDocumentTitle(`${data ? data.name || data.email : words.customersHeading} · ${consoleMessages.title}`);

  if (customer.isPending) return <PageSkeleton />;
  if (!data) {
    return (
      <Alert color="red" role="alert" p="xs">
        {customer.error?.message ?? words.customerLoadFailed}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/console/customers" size="sm">
        ← {words.backToCustomers}
      </Anchor>
      <Group gap="xs" align="center">
        <Title order={1} size="h3">
          {data.name || data.email}
        </Title>
        <AccountBadge customer={data} />
      </Group>
      {canChange ? null : <Text size="sm">{words.readOnly}</Text>}
      <div className={own.sections}>
        <Section title={words.details}>
          <CustomerFacts customer={data} />
        </Section>
        {canChange ? <CustomerAccountPanel customer={data} /> : null}
        <Section title={words.orders}>
          <CustomerOrders customer={data} />
        </Section>
        <Section title={words.lists}>
          {data.lists.length === 0 ? (
            <Text size="sm">{words.noLists}</Text>
          ) : (
            <ul>
              {data.lists.map((list) => (
                <li key={list.list_id}>
                  <Text size="sm" span>
                    {list.is_favourites ? words.favourites : list.name} · {words.titleCount(list.item_count)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={words.registries}>
          {data.registries.length === 0 ? (
            <Text size="sm">{words.noRegistries}</Text>
          ) : (
            <ul>
              {data.registries.map((registry) => (
                <li key={registry.gift_registry_id}>
                  <Text size="sm" span>
                    {registry.title} ({registry.occasion}) · {words.titleCount(registry.item_count)}
                    {registry.purchase_deadline === null
                      ? ''
                      : ` · ${words.deadline(formatDay(registry.purchase_deadline))}`}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <CustomerLinksPanel customer={data} canChange={canChange} />
      </div>
    </Stack>
  );
}

function CustomerFacts({ customer }: { customer: ConsoleCustomer }) {
  const address = [
    customer.street_address,
    customer.street_address_2,
    [customer.city, customer.province, customer.postal_code].filter(Boolean).join(' '),
    customer.country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <dl className={own.facts}>
      <dt>{words.emailColumn}</dt>
      <dd>{customer.email}</dd>
      <dt>{words.emailConfirmed}</dt>
      <dd>{customer.is_verified ? words.yes : words.no}</dd>
      <dt>{words.phone}</dt>
      <dd>{customer.phone_number || '—'}</dd>
      <dt>{words.address}</dt>
      <dd>{address || '—'}</dd>
      <dt>{words.preference}</dt>
      <dd>{customer.communication_preference}</dd>
      {customer.institution.is_institution ? (
        <>
          <dt>{words.institution}</dt>
          <dd>{customer.institution.name}</dd>
        </>
      ) : null}
      <dt>{words.joinedColumn}</dt>
      <dd>{formatOrderTime(customer.created_at)}</dd>
    </dl>
  );
}

function CustomerOrders({ customer }: { customer: ConsoleCustomer }) {
  const formatPrice = useFormatPrice();
  return (
    <RowsTable
      label={words.orders}
      headers={[words.orderColumn, words.placedColumn, words.statusColumn, { label: words.totalColumn, numeric: true }]}
      rows={customer.orders.map((order) => (
        <Table.Tr key={order.order_number}>
          <Table.Td>
            <Anchor component={Link} to={`/console/orders/${order.order_number}`} size="sm">
              {order.order_number}
            </Anchor>
          </Table.Td>
          <Table.Td className={classes.nowrap}>{formatOrderTime(order.placed_at)}</Table.Td>
          <Table.Td>{consoleMessages.statuses[order.status] ?? order.status}</Table.Td>
          <Table.Td className={classes.numeric}>{formatPrice(order.total_cents)}</Table.Td>
        </Table.Tr>
      ))}
      empty={words.noOrders}
    />
  );
}
