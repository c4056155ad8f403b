import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { consoleSettingsMessages, type ConsoleCheckoutSettings } from '@bookfront/contract';
import { useCheckoutSettings } from '../checkout-api.ts';
import { ShippingForm } from './shipping-form.tsx';
import { TaxesForm } from './taxes-form.tsx';

/** The taxes and shipping forms read the same settings; each shows once they are here. */
function WithCheckoutSettings({ children }: { children: (settings: ConsoleCheckoutSettings) => ReactNode }) {
  const settings = useCheckoutSettings();
  if (settings.isError) {
    return (
      <Alert color="red" role="alert" p="xs">
        {consoleSettingsMessages.loadFailed}
      </Alert>
    );
  }
  if (!settings.data) {
    return (
      <Text size="sm" role="status">
        …
      </Text>
    );
  }
  return children(settings.data);
}

/** docs/features/store-console.md#taxes. */
export const TaxesPanel = () => (
  <WithCheckoutSettings>{(settings) => <TaxesForm settings={settings} />}</WithCheckoutSettings>
);

/** docs/features/store-console.md#shipping-and-local-delivery. */
export const ShippingPanel = () => (
  <WithCheckoutSettings>{(settings) => <ShippingForm settings={settings} />}</WithCheckoutSettings>
);
