import { Alert, Anchor, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
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
  // Each sub-page once: its tab (in this order) and its route; '' is the theme, at /console/settings.
  const subPages: { path: string; label: string; element: ReactNode; ownerOnly?: true }[] = [
    {
      path: '',
      label: messages.themeHeading,
      element: data ? <ThemeForm theme={data.theme} storeName={storeName} /> : null,
    },
    {
      path: 'switches',
      label: messages.switchesHeading,
      element: data ? <SwitchesForm switches={data.switches} /> : null,
    },
    { path: 'locations', label: messages.locationsHeading, element: <LocationsPanel /> },
    { path: 'navigation', label: consoleNavigationMessages.heading, element: <NavigationPanel /> },
    { path: 'privacy-policy', label: messages.privacyHeading, element: <PrivacyPolicyPanel /> },
    {
      path: 'shortcuts',
      label: messages.shortcutsHeading,
      element: data ? <ShortcutsForm shortcuts={data.url_shortcuts} /> : null,
    },
    { path: 'taxes', label: consoleCheckoutSettingsMessages.taxesHeading, element: <TaxesPanel /> },
    { path: 'shipping', label: consoleCheckoutSettingsMessages.shippingHeading, element: <ShippingPanel /> },
    {
      path: 'payments',
      label: consoleCheckoutSettingsMessages.paymentsHeading,
      element: isOwner ? <PaymentsPanel /> : <Text size="sm">{consoleMessages.forbidden}</Text>,
      ownerOnly: true,
    },
  ];
  const section = useRoutes(
    subPages.map(({ path, element }) => (path === '' ? { index: true, element } : { path, element })),
  );

  return (
    <>
      <Title order={1} size="h3" mb="xs">
        {messages.heading}
      </Title>
      <Group component="nav" aria-label={messages.heading} gap="md" mb="sm">
        {subPages
          .filter((page) => isOwner || !page.ownerOnly)
          .map((page) => (
            <Anchor
              key={page.path}
              component={NavLink}
              to={page.path === '' ? '/console/settings' : `/console/settings/${page.path}`}
              end={page.path === ''}
              size="sm"
              className={consoleClasses.navLink}
            >
              {page.label}
            </Anchor>
          ))}
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
