import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  consoleCheckoutSettingsMessages as messages,
  consoleSettingsMessages,
  consoleShippingInputSchema,
  consoleShippingProvidersMax,
  type ConsoleCheckoutSettings,
} from '@bookfront/contract';
import { useSaveShipping } from '../checkout-api.ts';
import { fieldsOfIssues, showFieldErrors, showServerErrors } from '../field-errors.ts';
import { newProviderDraft, shippingDraftOf, shippingInputOf, type ShippingDraft } from '../shipping-draft.ts';
import { FormFooter } from '../../components/form-footer.tsx';
import { ListRowsEditor } from '../../components/list-rows-editor.tsx';
import { LocalDeliveryFields } from './local-delivery-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';

/** docs/features/store-console.md#shipping-and-local-delivery: the providers checkout offers and local delivery. */
export function ShippingForm({ settings }: { settings: ConsoleCheckoutSettings }) {
  const form = useForm<ShippingDraft>({ defaultValues: shippingDraftOf(settings) });
  const saveShipping = useSaveShipping();
  const [notice, setNotice] = useState<string | null>(null);

  const handleSubmit = form.handleSubmit((draft) => {
    setNotice(null);
    const parsed = consoleShippingInputSchema.safeParse(shippingInputOf(draft));
    if (!parsed.success) return showFieldErrors(form, fieldsOfIssues(parsed.error.issues));
    saveShipping.mutate(parsed.data, {
      onSuccess: (saved) => {
        form.reset(shippingDraftOf(saved));
        setNotice(consoleSettingsMessages.saved);
      },
      onError: (error) => showServerErrors(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {settings.shipping_enabled ? null : (
          <Alert color="yellow" p="xs">
            {messages.shippingOff}
          </Alert>
        )}
        <Title order={2} size="h4">
          {messages.providersHeading}
        </Title>
        <ListRowsEditor
          form={form}
          name="shipping_providers"
          max={consoleShippingProvidersMax}
          empty={messages.noProviders}
          addLabel={messages.addProvider}
          newRow={newProviderDraft}
          row={(index, remove) => <ProviderFields form={form} index={index} onRemove={remove} />}
        />
        <LocalDeliveryFields form={form} />
        <FormFooter failure={form.formState.errors.root?.message} notice={notice} isSaving={saveShipping.isPending} />
      </Stack>
    </form>
  );
}
