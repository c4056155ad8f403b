import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, NativeSelect, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  availabilityStates,
  consoleCatalogueMessages as messages,
  consoleMessages,
  type AvailabilityState,
  type ConsoleCatalogueTitle,
} from '@bookfront/contract';
import { ActionError } from '../../../../lib/api-client.ts';
import { useSaveStock } from '../api.ts';
import { dollarsOf, priceCentsOf } from '../../lib/dollars.ts';
import classes from '../../pages/console.module.css';

type Location = ConsoleCatalogueTitle['locations'][number];

/** docs/features/store-console.md#catalogue-and-stock: the store's fields of a title at one location. */
export function StockForm({ eisbn, location }: { eisbn: string; location: Location }) {
  const stock = location.stock;
  const [onhand, setOnhand] = useState(String(stock?.onhand ?? 0));
  const [price, setPrice] = useState(stock ? dollarsOf(stock.price_cents) : '');
  const [availability, setAvailability] = useState<AvailabilityState>(stock?.availability_code ?? 'available');
  const [isExtraOrderable, setIsExtraOrderable] = useState(stock?.is_extra_orderable ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaved, setIsSaved] = useState(false);
  const save = useSaveStock(eisbn);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cents = priceCentsOf(price);
    const count = /^\d{1,6}$/.test(onhand.trim()) ? Number(onhand.trim()) : null;
    const problems: Record<string, string> = {};
    if (cents === null) problems.price_cents = messages.priceInvalid;
    if (count === null) problems.onhand = messages.onhandInvalid;
    setErrors(problems);
    setIsSaved(false);
    if (cents === null || count === null) return;
    save.mutate(
      {
        location_id: location.location_id,
        onhand: count,
        price_cents: cents,
        availability_code: availability,
        is_extra_orderable: isExtraOrderable,
      },
      {
        onSuccess: () => setIsSaved(true),
        onError: (error) => setErrors(error instanceof ActionError ? (error.failure.fields ?? {}) : {}),
      },
    );
  };

  const headingId = `stock-${location.location_id}`;
  return (
    <form onSubmit={handleSubmit} noValidate className={classes.panel} aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {location.name}
      </Title>
      {stock ? null : (
        <Text size="sm" mb={4}>
          {messages.notStockedHere}
        </Text>
      )}
      <div className={classes.filters}>
        <TextInput
          label={messages.onhand}
          size="sm"
          inputMode="numeric"
          w={90}
          value={onhand}
          error={errors.onhand}
          onChange={(event) => setOnhand(event.currentTarget.value)}
        />
        <TextInput
          label={messages.price}
          size="sm"
          inputMode="decimal"
          w={110}
          value={price}
          error={errors.price_cents}
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
        <NativeSelect
          label={messages.availability}
          size="sm"
          value={availability}
          onChange={(event) => {
            const value = availabilityStates.find((state) => state === event.currentTarget.value);
            if (value) setAvailability(value);
          }}
          data={availabilityStates.map((state) => ({ value: state, label: messages.availabilities[state] ?? state }))}
        />
        <Checkbox
          label={messages.extraOrderable}
          size="sm"
          mb={8}
          checked={isExtraOrderable}
          onChange={(event) => setIsExtraOrderable(event.currentTarget.checked)}
        />
        <Button type="submit" size="sm" loading={save.isPending}>
          {consoleMessages.save}
        </Button>
      </div>
      {save.isError ? (
        <Alert color="red" role="alert" p="xs" mt="xs">
          {save.error.message || messages.changeFailed}
        </Alert>
      ) : null}
      {isSaved ? (
        <Text size="sm" mt="xs" role="status">
          {messages.saved}
        </Text>
      ) : null}
    </form>
  );
}
