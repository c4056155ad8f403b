import { Button, Group, Table, Text } from '@mantine/core';
import { consolePromoMessages as messages, type ConsolePromoCode } from '@bookfront/contract';
import { useFormatPrice } from '../../../lib/format-price.ts';
import consoleClasses from '../pages/console.module.css';
import { useConsolePromoCodes, useDeactivatePromoCode } from './api.ts';
import { ContentListPage } from './content-list-page.tsx';
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
        {promo.max_uses === null ? null : <Text size="xs">{messages.usedOf(promo.usage.orders, promo.max_uses)}</Text>}
        {promo.once_per_customer ? <Text size="xs">{messages.oncePerCustomerNote}</Text> : null}
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
          <Text size="xs" c="red" role="alert" className={classes.actionsText}>
            {deactivate.error.message}
          </Text>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** docs/features/store-console.md#promo-codes: the store's promo codes with their usage, to add, change and deactivate. */
export function ConsolePromosPage() {
  const promos = useConsolePromoCodes();
  return (
    <ContentListPage
      heading={messages.heading}
      newLabel={messages.newCode}
      editLabel={(promo) => messages.editCode(promo.code)}
      items={promos.data?.promo_codes}
      isError={promos.isError}
      empty={messages.noCodes}
      headers={[messages.code, messages.valueColumn, messages.datesColumn, messages.statusColumn, messages.usageColumn]}
      keyOf={(promo) => promo.code}
      row={(promo, onEdit, notify) => (
        <PromoRow promo={promo} onEdit={onEdit} onDeactivated={() => notify(messages.deactivated(promo.code))} />
      )}
      form={(promo, onDone) => (
        <PromoCodeForm promo={promo} onDone={(saved) => onDone(saved ? messages.saved(saved.code) : false)} />
      )}
    />
  );
}
