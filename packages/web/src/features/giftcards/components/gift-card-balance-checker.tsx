import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { giftCardBalanceInputSchema, giftCardMessages, type GiftCardBalanceInput } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useGiftCardBalance } from '../api.ts';
import classes from './gift-card-balance-checker.module.css';

/**
 * docs/features/gift-cards.md#buying-a-gift-card balance checker: the balance of a card by its
 * number; a failure shows the server's message with a hint about where the number is.
 */
export function GiftCardBalanceChecker() {
  const formatPrice = useFormatPrice();
  const balance = useGiftCardBalance();
  const form = useForm<GiftCardBalanceInput>({
    // raw: the server normalises the number as typed; the schema only checks it.
    resolver: zodResolver(giftCardBalanceInputSchema, undefined, { raw: true }),
    defaultValues: { number: '' },
  });

  const handleSubmit = form.handleSubmit((values) =>
    balance.mutate(values, { onError: (error) => applyServerErrors(form, error) }),
  );
  const failure = form.formState.errors.number?.message ?? form.formState.errors.root?.message;

  return (
    <section aria-labelledby="gift-card-balance-heading">
      <Title order={2} size="h3" id="gift-card-balance-heading" mb="sm">
        {giftCardMessages.balanceHeading}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-end" justify="center" gap="sm">
          <TextInput
            className={classes.number}
            label={giftCardMessages.numberLabel}
            autoComplete="off"
            maxLength={40}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'gift-card-balance-failure' : undefined}
            {...form.register('number', { onChange: () => balance.reset() })}
          />
          <Button type="submit" loading={balance.isPending}>
            {giftCardMessages.checkBalance}
          </Button>
        </Group>
      </form>
      {failure ? (
        <Stack gap={2} mt="sm" id="gift-card-balance-failure" role="alert">
          <Text c="red.9" size="sm">
            {failure}
          </Text>
          <Text size="sm">{giftCardMessages.numberHint}</Text>
        </Stack>
      ) : balance.data ? (
        <Stack gap={2} mt="sm" role="status">
          <Text fw={600}>{giftCardMessages.balanceIs(formatPrice(balance.data.balance))}</Text>
          <Text size="sm">{giftCardMessages.neverExpire}</Text>
        </Stack>
      ) : null}
    </section>
  );
}
