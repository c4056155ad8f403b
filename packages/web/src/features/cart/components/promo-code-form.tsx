import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { addPromoCodeInputSchema, limits, type AddPromoCodeInput, type CartSummary } from '@bookfront/contract';
import { applyServerErrors } from '../../../lib/forms.ts';
import { useAddPromoCode, useRemovePromoCodes } from '../api.ts';

/**
 * docs/features/cart.md#promo-codes: the promo code box (15 characters, docs/features/cart.md#promo-codes). The server checks the code against the
 * cart; its message lands under the box. Entered codes can be taken off again.
 */
export function PromoCodeForm({ summary }: { summary: CartSummary }) {
  const form = useForm<AddPromoCodeInput>({
    resolver: zodResolver(addPromoCodeInputSchema),
    defaultValues: { code: '' },
  });
  const addPromoCode = useAddPromoCode();
  const removePromoCodes = useRemovePromoCodes();
  const entered = summary.promo_codes.filter((promo) => !promo.automatic);

  const handleSubmit = form.handleSubmit((values) =>
    addPromoCode.mutate(values, {
      onSuccess: () => form.reset({ code: '' }),
      onError: (error) => applyServerErrors(form, error),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Promo code">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Promo code"
          maxLength={limits.promoCodeMax}
          autoComplete="off"
          style={{ flex: 1 }}
          error={form.formState.errors.code?.message ?? form.formState.errors.root?.message}
          {...form.register('code')}
        />
        <Button type="submit" variant="default" mt={25} loading={addPromoCode.isPending}>
          Apply
        </Button>
      </Group>
      {addPromoCode.data ? (
        <Text size="sm" mt="xs" role="status">
          {addPromoCode.data.message}
        </Text>
      ) : null}
      {entered.length > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          loading={removePromoCodes.isPending}
          onClick={() => removePromoCodes.mutate(undefined, { onSuccess: () => addPromoCode.reset() })}
        >
          Remove {entered.map((promo) => promo.code).join(', ')}
        </Button>
      ) : null}
    </form>
  );
}
