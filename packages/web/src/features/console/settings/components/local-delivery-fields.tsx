import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { consoleCheckoutSettingsMessages as messages } from '@bookfront/contract';
import type { LocalDeliveryDraft, ShippingDraft } from '../shipping-draft.ts';
import classes from '../settings.module.css';

const moneyFields = ['fee_cents', 'min_cents', 'free_min_cents'] as const;
const dayFields = ['delivery_min', 'delivery_max'] as const;

/** Local delivery's area, fee and terms (docs/features/checkout.md#local-delivery). */
export function LocalDeliveryFields({ form }: { form: UseFormReturn<ShippingDraft> }) {
  const field = (name: keyof LocalDeliveryDraft) => `local_delivery.${name}` as const;
  const errors = form.formState.errors.local_delivery;

  return (
    <fieldset className={`${classes.switchGroup} ${classes.boxedGroup}`}>
      <legend>{messages.localHeading}</legend>
      <Stack gap="sm">
        <Checkbox label={messages.local.enabled} {...form.register(field('enabled'))} />
        <div className={classes.fieldGrid}>
          <TextInput label={messages.local.label} error={errors?.label?.message} {...form.register(field('label'))} />
          <TextInput
            label={messages.local.radius_km}
            description={messages.radiusHint}
            inputMode="decimal"
            error={errors?.radius_km?.message}
            {...form.register(field('radius_km'))}
          />
          {moneyFields.map((name) => (
            <TextInput
              key={name}
              label={messages.local[name]}
              inputMode="decimal"
              error={errors?.[name]?.message}
              {...form.register(field(name))}
            />
          ))}
          {dayFields.map((name) => (
            <TextInput
              key={name}
              label={messages.local[name]}
              inputMode="numeric"
              error={errors?.[name]?.message}
              {...form.register(field(name))}
            />
          ))}
        </div>
        <TextInput
          label={messages.local.postal_prefixes}
          description={messages.postalHint}
          error={errors?.postal_prefixes?.message}
          {...form.register(field('postal_prefixes'))}
        />
        <Checkbox label={messages.local.free_delivery} {...form.register(field('free_delivery'))} />
        <Textarea
          label={messages.local.availability_text}
          rows={2}
          error={errors?.availability_text?.message}
          {...form.register(field('availability_text'))}
        />
      </Stack>
    </fieldset>
  );
}
