import { Alert, Button, Group, NativeSelect, Pagination, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';
import { Link, useSearchParams } from 'react-router';
import {
  consoleMessages,
  consolePackingMessages,
  consoleQuoteMessages,
  deliveryPreferenceSchema,
  queueStatusSchema,
  queueStatuses,
  type ConsoleOrderListInput,
} from '@bookfront/contract';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { pickListUrl, useOrderQueue } from '../api.ts';
import classes from './console.module.css';
import { formatOrderTime } from './order-time.ts';

/** docs/features/store-console.md#orders: the queue, one status at a time, oldest first; its filters live in the address. */
export function ConsoleQueuePage() {
  useDocumentTitle(`${consoleMessages.ordersHeading} · ${consoleMessages.title}`);
  const [params, setParams] = useSearchParams();
  const status = queueStatusSchema.catch('new').parse(params.get('status') ?? 'new');
  const delivery = deliveryPreferenceSchema.safeParse(params.get('delivery'));
  const location = params.get('location') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: ConsoleOrderListInput = {
    status,
    page,
    ...(location ? { location_id: location } : {}),
    ...(delivery.success ? { delivery_type: delivery.data } : {}),
  };
  const queue = useOrderQueue(filters);
  const formatPrice = useFormatPrice();

  const setFilter = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };

  const data = queue.data;
  const pages = data ? Math.max(1, Math.ceil(data.rowcount / data.page_length)) : 1;

  return (
    <>
      <Title order={1} size="h3" mb="sm">
        {consoleMessages.ordersHeading}
      </Title>
      <div className={classes.panel}>
        <Group gap={6} role="group" aria-label="Status">
          {queueStatuses.map((value) => (
            <Button
              key={value}
              size="compact-sm"
              variant={value === status ? 'filled' : 'default'}
              aria-pressed={value === status}
              onClick={() => setFilter('status', value === 'new' ? '' : value)}
            >
              {value === 'quote' ? consoleQuoteMessages.queueLabel : (consoleMessages.statuses[value] ?? value)}
              {data ? ` (${data.counts[value] ?? 0})` : ''}
            </Button>
          ))}
        </Group>
        <div className={classes.filters} style={{ marginTop: 8 }}>
          <NativeSelect
            size="xs"
            label={consoleMessages.location}
            value={location}
            onChange={(event) => setFilter('location', event.currentTarget.value)}
            data={[
              { value: '', label: consoleMessages.allLocations },
              ...(data?.locations ?? []).map((item) => ({ value: item.location_id, label: item.name })),
            ]}
          />
          <NativeSelect
            size="xs"
            label={consoleMessages.deliveryType}
            value={delivery.success ? delivery.data : ''}
            onChange={(event) => setFilter('delivery', event.currentTarget.value)}
            data={[
              { value: '', label: consoleMessages.allDeliveryTypes },
              ...deliveryPreferenceSchema.options.map((value) => ({
                value,
                label: consoleMessages.deliveryTypes[value] ?? value,
              })),
            ]}
          />
          {status === 'quote' ? null : (
            // A quote takes nothing from the shelf until it is answered.
            <Button component="a" size="xs" variant="default" href={pickListUrl(status, location)} target="_blank">
              {consolePackingMessages.pickList}
            </Button>
          )}
        </div>
      </div>
      <div className={classes.panel} style={{ marginTop: 8 }} aria-busy={queue.isFetching}>
        {queue.isError ? (
          <Alert color="red" role="alert" p="xs">
            <Group justify="space-between">
              <span>{consoleMessages.loadFailed}</span>
              <Button size="compact-sm" variant="light" onClick={() => void queue.refetch()}>
                {consoleMessages.retry}
              </Button>
            </Group>
          </Alert>
        ) : !data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : data.rows.length === 0 ? (
          <Text size="sm">{consoleMessages.noOrders}</Text>
        ) : (
          <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={consoleMessages.ordersHeading}>
            <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>{consoleMessages.placed}</Table.Th>
                  <Table.Th>{consoleMessages.customer}</Table.Th>
                  <Table.Th>{consoleMessages.deliveryType}</Table.Th>
                  <Table.Th>{consoleMessages.location}</Table.Th>
                  <Table.Th className={classes.numeric}>Items</Table.Th>
                  <Table.Th className={classes.numeric}>Total</Table.Th>
                  <Table.Th className={classes.numeric}>{consoleMessages.leftToTake}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.order_number}>
                    <Table.Td>
                      <Link to={`/console/orders/${encodeURIComponent(row.order_number)}`}>{row.order_number}</Link>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>{formatOrderTime(row.order_date)}</Table.Td>
                    <Table.Td>{row.purchaser_name}</Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {consoleMessages.deliveryTypes[row.delivery_type] ?? row.delivery_type}
                    </Table.Td>
                    <Table.Td>{row.location_name}</Table.Td>
                    <Table.Td className={classes.numeric}>{row.item_count}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatPrice(row.total)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatPrice(row.total_owing)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        {data && pages > 1 ? (
          <Group justify="center" mt="sm">
            <Pagination
              size="sm"
              total={pages}
              value={page}
              onChange={(value) => setFilter('page', String(value))}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? consoleMessages.previousPage : consoleMessages.nextPage,
              })}
            />
          </Group>
        ) : null}
      </div>
    </>
  );
}
