import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, CloseButton, Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { consoleCheckoutSettingsMessages as messages } from '@bookfront/contract';
import type { ShippingDraft } from '../shipping-draft.ts';
import classes from '../settings.module.css';

const pricings = ['flat', 'quantity', 'weight'] as const;

/** One shipping provider's fields (docs/features/checkout.md#shipping-providers), with its Remove button. */
export function ProviderFields({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<ShippingDraft>;
  index: number;
  onRemove: () => void;
}) {
  const field = <Name extends keyof ShippingDraft['shipping_providers'][number]>(name: Name) =>
    `shipping_providers.${index}.${name}` as const;
  const errors = form.formState.errors.shipping_providers?.[index];
  const label = form.watch(field('label'));
  const pricing = form.watch(field('pricing'));

  return (
    <fieldset className={`${classes.switchGroup} ${classes.boxedGroup}`}>
      <legend>{label || messages.providersHeading}</legend>
      <Group justify="space-between" align="flex-start">
        <Checkbox label={messages.provider.enabled} {...form.register(field('enabled'))} />
        <CloseButton aria-label={messages.removeProvider(label)} onClick={onRemove} />
      </Group>
      <div className={classes.fieldGrid}>
        <TextInput label={messages.provider.id} error={errors?.id?.message} {...form.register(field('id'))} />
        <TextInput label={messages.provider.label} error={errors?.label?.message} {...form.register(field('label'))} />
        <NativeSelect
          label={messages.provider.pricing}
          data={pricings.map((value) => ({ value, label: messages.pricing[value] }))}
          {...form.register(field('pricing'))}
        />
        <TextInput
          label={messages.provider.base_cents}
          description={messages.baseHint[pricing]}
          inputMode="decimal"
          error={errors?.base_cents?.message}
          {...form.register(field('base_cents'))}
        />
        {pricing === 'quantity' ? (
          <TextInput
            label={messages.provider.per_item_cents}
            inputMode="decimal"
            error={errors?.per_item_cents?.message}
            {...form.register(field('per_item_cents'))}
          />
        ) : null}
        {pricing === 'weight' ? (
          <TextInput
            label={messages.provider.per_kg_cents}
            inputMode="decimal"
            error={errors?.per_kg_cents?.message}
            {...form.register(field('per_kg_cents'))}
          />
        ) : null}
        <TextInput
          label={messages.provider.second_shipment_cents}
          inputMode="decimal"
          error={errors?.second_shipment_cents?.message}
          {...form.register(field('second_shipment_cents'))}
        />
        <TextInput
          label={messages.provider.delivery_min}
          inputMode="numeric"
          error={errors?.delivery_min?.message}
          {...form.register(field('delivery_min'))}
        />
        <TextInput
          label={messages.provider.delivery_max}
          inputMode="numeric"
          error={errors?.delivery_max?.message}
          {...form.register(field('delivery_max'))}
        />
      </div>
      <Textarea
        label={messages.provider.regions}
        description={messages.regionsHint}
        rows={2}
        error={errors?.regions?.message}
        {...form.register(field('regions'))}
      />
      <TextInput
        label={messages.provider.excluded_bindings}
        description={messages.bindingsHint}
        error={errors?.excluded_bindings?.message}
        {...form.register(field('excluded_bindings'))}
      />
    </fieldset>
  );
}
