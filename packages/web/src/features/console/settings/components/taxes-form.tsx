import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  consoleCheckoutSettingsMessages as messages,
  consoleSettingsMessages,
  consoleTaxesInputSchema,
  consoleTaxesMax,
  type ConsoleCheckoutSettings,
  type ConsoleTaxesInput,
} from '@bookfront/contract';
import { useSaveTaxes } from '../checkout-api.ts';
import { fieldsOfIssues, showFieldErrors, showServerErrors } from '../field-errors.ts';
import { listOf, textOfList } from '../list-text.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { ListRow, ListRowsEditor } from '../../components/list-rows-editor.tsx';

/** A tax as typed: the rate and the provinces as text. */
type TaxDraft = { type: string; rate_percent: string; regions: string };
type TaxesDraft = { taxes: TaxDraft[] };

const draftOf = (settings: ConsoleCheckoutSettings): TaxesDraft => ({
  taxes: settings.taxes.map((tax) => ({
    type: tax.type,
    rate_percent: String(tax.rate_percent),
    regions: textOfList(tax.regions),
  })),
});

/** A rate typed as '7.25' or '7.25 %'; anything else is left for the schema to refuse. */
const percentOf = (text: string): unknown => {
  const cleaned = text.replace(/[\s%]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : cleaned;
};

const inputOf = (draft: TaxesDraft) => ({
  taxes: draft.taxes.map((tax) => ({
    type: tax.type,
    rate_percent: percentOf(tax.rate_percent),
    regions: listOf(tax.regions),
  })),
});

/** docs/features/store-console.md#taxes: the store's taxes, a row each, as checkout applies them. */
export function TaxesForm({ settings }: { settings: ConsoleCheckoutSettings }) {
  const form = useForm<TaxesDraft>({ defaultValues: draftOf(settings) });
  const saveTaxes = useSaveTaxes();
  const [notice, setNotice] = useState<string | null>(null);
  const errors = form.formState.errors.taxes;

  const handleSubmit = form.handleSubmit((draft) => {
    setNotice(null);
    const parsed = consoleTaxesInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) return showFieldErrors(form, fieldsOfIssues(parsed.error.issues));
    saveTaxes.mutate(parsed.data satisfies ConsoleTaxesInput, {
      onSuccess: (saved) => {
        form.reset(draftOf(saved));
        setNotice(consoleSettingsMessages.saved);
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{messages.taxesHint}</Text>
        {settings.location_regions.length > 0 ? (
          <Text size="sm">{messages.locationsTaxedIn(settings.location_regions.join(', '))}</Text>
        ) : null}
        <ListRowsEditor
          form={form}
          name="taxes"
          max={consoleTaxesMax}
          empty={messages.noTaxes}
          addLabel={messages.addTax}
          newRow={() => ({ type: '', rate_percent: '', regions: '' })}
          row={(index, remove) => (
            <ListRow removeLabel={messages.removeTax(form.watch(`taxes.${index}.type`))} onRemove={remove} wrap>
              <TextInput
                label={messages.taxType}
                w="9rem"
                error={errors?.[index]?.type?.message}
                {...form.register(`taxes.${index}.type`)}
              />
              <TextInput
                label={messages.taxRate}
                w="7rem"
                inputMode="decimal"
                error={errors?.[index]?.rate_percent?.message}
                {...form.register(`taxes.${index}.rate_percent`)}
              />
              <TextInput
                label={messages.taxRegions}
                description={messages.taxRegionsHint}
                style={{ flex: '1 1 14rem' }}
                error={errors?.[index]?.regions?.message}
                {...form.register(`taxes.${index}.regions`)}
              />
            </ListRow>
          )}
        />
        <FormFooter failure={form.formState.errors.root?.message} notice={notice} isSaving={saveTaxes.isPending} />
      </Stack>
    </form>
  );
}
