import { useState } from 'react';
import { Alert, Pagination, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { orderHistoryLimits, orderMessages, type OrderListInput } from '@bookfront/contract';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { accountViewWidths, AccountCard } from '../components/account-card.tsx';
import { useOrderList } from './api.ts';
import { orderLocationName } from './delivery-label.ts';
import { OrderHistoryRow } from './order-history-row.tsx';
import classes from './orders.module.css';

const searchDelayMs = 300;

/** /account/orders (docs/features/orders.md#order-history): the order history, five a page, by year, location and term. */
export function OrderHistoryView() {
  const settings = useSiteSettings();
  const [year, setYear] = useState<string | null>(null);
  const [locationId, setLocationId] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), searchDelayMs);
  const [page, setPage] = useState(1);
  const input: OrderListInput = {
    page,
    ...(year ? { year: Number(year) } : {}),
    ...(locationId ? { location_id: locationId } : {}),
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
  };
  const list = useOrderList(input);
  const locations = settings.store_info.multistore_info;
  const pageCount = Math.ceil((list.data?.rowcount ?? 0) / orderHistoryLimits.pageLength);

  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <AccountCard title={orderMessages.ordersHeading} width={accountViewWidths.wide}>
      <div className={classes.filters}>
        <Select
          label={orderMessages.year}
          placeholder={orderMessages.allYears}
          data={(list.data?.years ?? []).map(String)}
          value={year}
          onChange={changeFilter(setYear)}
          clearable
        />
        {locations.length > 1 ? (
          <Select
            label={orderMessages.location}
            placeholder={orderMessages.allLocations}
            data={locations.map((location) => ({
              value: location.id,
              label: orderLocationName(settings, location.id),
            }))}
            value={locationId}
            onChange={changeFilter(setLocationId)}
            clearable
          />
        ) : (
          <span />
        )}
        <TextInput
          label={orderMessages.search}
          placeholder={orderMessages.searchHint}
          leftSection={<IconSearch size={16} />}
          value={term}
          maxLength={orderHistoryLimits.termMax}
          onChange={(event) => changeFilter(setTerm)(event.currentTarget.value)}
        />
      </div>
      {list.isPending ? (
        <Stack aria-busy="true">
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      ) : list.isError ? (
        <Alert color="red" title={orderMessages.historyError} role="alert">
          {list.error.message}
        </Alert>
      ) : list.data.rows.length === 0 ? (
        <p role="status">{orderMessages.noResults}</p>
      ) : (
        <Stack gap="lg">
          <ul className={classes.rows} aria-busy={list.isPlaceholderData || undefined}>
            {list.data.rows.map((row) => (
              <OrderHistoryRow key={row.order_number} row={row} />
            ))}
          </ul>
          {pageCount > 1 ? (
            <Pagination
              total={pageCount}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              style={{ alignSelf: 'center' }}
            />
          ) : null}
        </Stack>
      )}
    </AccountCard>
  );
}
