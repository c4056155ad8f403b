import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
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
import { LocalDeliveryFields } from './local-delivery-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';

/** docs/features/store-console.md#shipping-and-local-delivery: the providers checkout offers and local delivery. */
export function ShippingForm({ settings }: { settings: ConsoleCheckoutSettings }) {
  const form = useForm<ShippingDraft>({ defaultValues: shippingDraftOf(settings) });
  const providers = useFieldArray({ control: form.control, name: 'shipping_providers' });
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
        {providers.fields.length === 0 ? <Text size="sm">{messages.noProviders}</Text> : null}
        {providers.fields.map((row, index) => (
          <ProviderFields key={row.id} form={form} index={index} onRemove={() => providers.remove(index)} />
        ))}
        <Group>
          <Button
            variant="default"
            size="compact-sm"
            disabled={providers.fields.length >= consoleShippingProvidersMax}
            onClick={() => providers.append(newProviderDraft())}
          >
            {messages.addProvider}
          </Button>
        </Group>
        <LocalDeliveryFields form={form} />
        <FormFooter failure={form.formState.errors.root?.message} notice={notice} isSaving={saveShipping.isPending} />
      </Stack>
    </form>
  );
}
