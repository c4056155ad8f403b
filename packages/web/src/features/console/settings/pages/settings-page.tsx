import { Alert, Anchor, Group, Text, Title } from '@mantine/core';
import { NavLink, useRoutes } from 'react-router';
import {
  consoleCheckoutSettingsMessages,
  consoleSettingsMessages as messages,
  consoleMessages,
  consoleNavigationMessages,
} from '@bookfront/contract';
import { useDocumentTitle } from '../../../../lib/document-title.ts';
import { useStaffMember } from '../../api.ts';
import consoleClasses from '../../pages/console.module.css';
import { useConsoleSettings } from '../api.ts';
import { ShippingPanel, TaxesPanel } from '../components/checkout-settings-panels.tsx';
import { PaymentsPanel } from '../components/payments-form.tsx';
import { LocationsPanel } from '../components/locations-panel.tsx';
import { NavigationPanel } from '../components/navigation-panel.tsx';
import { PrivacyPolicyPanel } from '../components/privacy-policy-panel.tsx';
import { ShortcutsForm } from '../components/shortcuts-form.tsx';
import { SwitchesForm } from '../components/switches-form.tsx';
import { ThemeForm } from '../components/theme-form.tsx';

/** docs/features/store-console.md#settings: the storefront's theme, feature switches, locations and their special hours, navigation, privacy policy, URL shortcuts, taxes and shipping (owners and managers) and payment (owners). */
export function ConsoleSettingsPage() {
  useDocumentTitle(`${messages.heading} · ${consoleMessages.title}`);
  const settings = useConsoleSettings();
  const staff = useStaffMember().data;
  const storeName = staff?.store_name ?? '';
  // Payment settings are the owner's alone; the server refuses anyone else.
  const isOwner = staff?.role === 'owner';
  const data = settings.data;
  const section = useRoutes([
    { index: true, element: data ? <ThemeForm theme={data.theme} storeName={storeName} /> : null },
    { path: 'switches', element: data ? <SwitchesForm switches={data.switches} /> : null },
    { path: 'locations', element: <LocationsPanel /> },
    { path: 'shortcuts', element: data ? <ShortcutsForm shortcuts={data.url_shortcuts} /> : null },
    { path: 'privacy-policy', element: <PrivacyPolicyPanel /> },
    { path: 'taxes', element: <TaxesPanel /> },
    { path: 'shipping', element: <ShippingPanel /> },
    { path: 'payments', element: isOwner ? <PaymentsPanel /> : <Text size="sm">{consoleMessages.forbidden}</Text> },
    { path: 'navigation', element: <NavigationPanel /> },
  ]);

  return (
    <>
      <Title order={1} size="h3" mb="xs">
        {messages.heading}
      </Title>
      <Group component="nav" aria-label={messages.heading} gap="md" mb="sm">
        <Anchor component={NavLink} to="/console/settings" end size="sm" className={consoleClasses.navLink}>
          {messages.themeHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/switches" size="sm" className={consoleClasses.navLink}>
          {messages.switchesHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/locations" size="sm" className={consoleClasses.navLink}>
          {messages.locationsHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/navigation" size="sm" className={consoleClasses.navLink}>
          {consoleNavigationMessages.heading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/privacy-policy" size="sm" className={consoleClasses.navLink}>
          {messages.privacyHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/shortcuts" size="sm" className={consoleClasses.navLink}>
          {messages.shortcutsHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/taxes" size="sm" className={consoleClasses.navLink}>
          {consoleCheckoutSettingsMessages.taxesHeading}
        </Anchor>
        <Anchor component={NavLink} to="/console/settings/shipping" size="sm" className={consoleClasses.navLink}>
          {consoleCheckoutSettingsMessages.shippingHeading}
        </Anchor>
        {isOwner ? (
          <Anchor component={NavLink} to="/console/settings/payments" size="sm" className={consoleClasses.navLink}>
            {consoleCheckoutSettingsMessages.paymentsHeading}
          </Anchor>
        ) : null}
      </Group>
      <div className={consoleClasses.panel}>
        {settings.isError ? (
          <Alert color="red" role="alert" p="xs">
            {messages.loadFailed}
          </Alert>
        ) : !data ? (
          <Text size="sm" role="status">
            …
          </Text>
        ) : (
          section
        )}
      </div>
    </>
  );
}
