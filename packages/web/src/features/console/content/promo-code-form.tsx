import { Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  consolePromoCodeInputSchema,
  consolePromoMessages as messages,
  type ConsolePromoCode,
  type ConsolePromoCodeInput,
} from '@bookfront/contract';
import { useSavePromoCode } from './api.ts';
import classes from './content.module.css';
import { FormFooter } from '../components/form-footer.tsx';
import { centsOf, dollarsOf } from '../lib/dollars.ts';
import { fieldErrorsOf, serverFieldErrorsOf, type FieldErrors } from '../lib/form-fields.ts';

type Kind = ConsolePromoCode['type'];
type Values = {
  code: string;
  description: string;
  type: Kind;
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  automatic: boolean;
  stackable: boolean;
  active: boolean;
  max_uses: string;
  once_per_customer: boolean;
};
type Fields = FieldErrors;

function valuesOf(promo: ConsolePromoCode | null): Values {
  return {
    code: promo?.code ?? '',
    description: promo?.description ?? '',
    type: promo?.type ?? 'percent',
    value: promo ? (promo.type === 'amount' ? dollarsOf(promo.value) : String(promo.value)) : '',
    min_subtotal: promo && promo.min_subtotal > 0 ? dollarsOf(promo.min_subtotal) : '',
    starts_at: promo?.starts_at ?? '',
    ends_at: promo?.ends_at ?? '',
    automatic: promo?.automatic ?? false,
    stackable: promo?.stackable ?? false,
    active: promo?.active ?? true,
    max_uses: promo?.max_uses ? String(promo.max_uses) : '',
    once_per_customer: promo?.once_per_customer ?? false,
  };
}

/** The payload the form's text becomes, or the fields whose text is not a number. */
export function promoInputOf(values: Values): { input: ConsolePromoCodeInput } | { fields: Fields } {
  const fields: Fields = {};
  let value = 0;
  if (values.type === 'percent') {
    value = /^\d+$/.test(values.value.trim()) ? Number(values.value.trim()) : -1;
    if (value < 1 || value > 100) fields.value = messages.percentInvalid;
  } else if (values.type === 'amount') {
    value = centsOf(values.value) ?? -1;
    if (value < 1) fields.value = messages.amountInvalid;
  }
  const minimum = values.min_subtotal.trim() === '' ? 0 : centsOf(values.min_subtotal);
  if (minimum === null || minimum < 0) fields.min_subtotal = messages.minSubtotalInvalid;
  const maxUses =
    values.max_uses.trim() === '' ? null : /^\d+$/.test(values.max_uses.trim()) ? Number(values.max_uses) : 0;
  if (maxUses !== null && (maxUses < 1 || maxUses > 1_000_000)) fields.max_uses = messages.maxUsesInvalid;
  if (Object.keys(fields).length > 0) return { fields };
  return {
    input: {
      code: values.code,
      description: values.description,
      type: values.type,
      value,
      min_subtotal: minimum ?? 0,
      starts_at: values.starts_at,
      ends_at: values.ends_at,
      automatic: values.automatic,
      stackable: values.stackable,
      active: values.active,
      max_uses: maxUses,
      once_per_customer: values.once_per_customer,
    },
  };
}

/**
 * docs/features/store-console.md#promo-codes: a new code, or an existing one's kind, value, minimum,
 * dates, usage limits (#promo-code-limits) and switches (its code stays, so the orders that used it still count).
 */
export function PromoCodeForm({
  promo,
  onDone,
}: {
  promo: ConsolePromoCode | null;
  onDone: (saved: ConsolePromoCode | null) => void;
}) {
  const save = useSavePromoCode(promo !== null);
  const [values, setValues] = useState<Values>(() => valuesOf(promo));
  const [fields, setFields] = useState<Fields>({});
  const text = (name: 'code' | 'description' | 'value' | 'min_subtotal' | 'starts_at' | 'ends_at' | 'max_uses') => ({
    value: values[name],
    error: fields[name],
    onChange: (change: { currentTarget: { value: string } }) => {
      const value = change.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  const check = (name: 'automatic' | 'stackable' | 'active' | 'once_per_customer') => ({
    checked: values[name],
    onChange: (change: { currentTarget: { checked: boolean } }) => {
      const checked = change.currentTarget.checked;
      setValues((current) => ({ ...current, [name]: checked }));
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = promoInputOf(values);
    if ('fields' in read) return setFields(read.fields);
    const parsed = consolePromoCodeInputSchema.safeParse(read.input);
    if (!parsed.success) return setFields(fieldErrorsOf(parsed.error.issues));
    setFields({});
    save.mutate(read.input, {
      onSuccess: (saved) => onDone(saved),
      onError: (error) => setFields(serverFieldErrorsOf(error)),
    });
  };

  const title = promo ? messages.editCode(promo.code) : messages.newCode;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={title}>
      <Stack gap="xs">
        <div className={classes.pair}>
          <TextInput
            label={messages.code}
            description={messages.codeHint}
            required
            maxLength={15}
            readOnly={promo !== null}
            {...text('code')}
          />
          <TextInput label={messages.description} maxLength={200} {...text('description')} />
        </div>
        <div className={classes.pair}>
          <NativeSelect
            label={messages.kind}
            data={(['percent', 'amount', 'free_shipping'] as const).map((kind) => ({
              value: kind,
              label: messages.kinds[kind] ?? kind,
            }))}
            value={values.type}
            onChange={(change) => {
              const type = change.currentTarget.value as Kind;
              setValues((current) => ({ ...current, type }));
            }}
          />
          {values.type === 'free_shipping' ? null : (
            <TextInput
              label={values.type === 'percent' ? messages.percentValue : messages.amountValue}
              inputMode="decimal"
              required
              {...text('value')}
            />
          )}
        </div>
        <TextInput label={messages.minSubtotal} inputMode="decimal" {...text('min_subtotal')} />
        <div className={classes.pair}>
          <TextInput label={messages.startsAt} description={messages.timesHint} {...text('starts_at')} />
          <TextInput label={messages.endsAt} description={messages.timesHint} {...text('ends_at')} />
        </div>
        <TextInput
          label={messages.maxUses}
          description={messages.maxUsesHint}
          inputMode="numeric"
          {...text('max_uses')}
        />
        <Checkbox label={messages.oncePerCustomer} {...check('once_per_customer')} />
        <Checkbox label={messages.automatic} {...check('automatic')} />
        <Checkbox label={messages.stackable} {...check('stackable')} />
        <Checkbox label={messages.active} {...check('active')} />
        <FormFooter failure={save.error?.message} isSaving={save.isPending} onCancel={() => onDone(null)} />
      </Stack>
    </form>
  );
}
