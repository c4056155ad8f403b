import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Divider.css';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, NavLink, useRoutes } from 'react-router';
import {
  consoleCatalogueMessages,
  consoleContentMessages,
  consoleCustomersMessages,
  consoleMessages,
  consoleSalesMessages,
  consoleSettingsMessages,
} from '@bookfront/contract';
import { PageSkeleton } from '../../../components/ui/page-skeleton.tsx';
import { useConsoleLogout, useStaffMember } from '../api.ts';
import { ConsoleCataloguePage } from '../catalogue/pages/catalogue-page.tsx';
import { ConsoleCatalogueTitlePage } from '../catalogue/pages/catalogue-title-page.tsx';
import { ConsoleContentPages } from '../content/console-content-pages.tsx';
import { ConsoleCustomerPage } from '../customers/customer-page.tsx';
import { ConsoleCustomersPage } from '../customers/customers-page.tsx';
import { ConsoleMailDetailPage } from '../customers/mail-detail-page.tsx';
import { ConsoleMailPage } from '../customers/mail-page.tsx';
import { ConsoleSalesPage } from '../sales/sales-page.tsx';
import { ConsoleSettingsPage } from '../settings/pages/settings-page.tsx';
import { ConsoleAuditPage } from './console-audit-page.tsx';
import { ConsoleLoginPage } from './console-login-page.tsx';
import { ConsoleOrderPage } from './console-order-page.tsx';
import { ConsoleQueuePage } from './console-queue-page.tsx';
import classes from './console.module.css';

/** useRoutes, as the storefront's router, so the console adds none of react-router's code to the start-up bundle. */
function ConsolePages() {
  return useRoutes([
    { index: true, element: <ConsoleQueuePage /> },
    { path: 'orders/:orderNumber', element: <ConsoleOrderPage /> },
    { path: 'audit', element: <ConsoleAuditPage /> },
    { path: 'sales', element: <ConsoleSalesPage /> },
    { path: 'settings/*', element: <ConsoleSettingsPage /> },
    { path: 'content/*', element: <ConsoleContentPages /> },
    { path: 'catalogue', element: <ConsoleCataloguePage /> },
    { path: 'catalogue/:eisbn', element: <ConsoleCatalogueTitlePage /> },
    { path: 'customers', element: <ConsoleCustomersPage /> },
    { path: 'customers/:customerId', element: <ConsoleCustomerPage /> },
    { path: 'mail', element: <ConsoleMailPage /> },
    { path: 'mail/:mailId', element: <ConsoleMailDetailPage /> },
    { path: '*', element: <ConsoleQueuePage /> },
  ]);
}

/**
 * docs/features/store-console.md: the bookseller's side at /console, a part of the app of its own
 * (no storefront header or footer), loaded only when a staff member opens it.
 */
export function ConsoleApp() {
  const me = useStaffMember();
  const logout = useConsoleLogout();

  if (me.isPending) return <PageSkeleton />;
  const staff = me.data ?? null;

  return (
    <div className={classes.console}>
      <header className={classes.bar}>
        <Container size="xl" px="sm">
          <Group justify="space-between" gap="xs" wrap="nowrap" py={6}>
            <Anchor component={Link} to="/console" c="white" fw={700} underline="never" className={classes.brand}>
              {consoleMessages.title}
              {staff ? <span className={classes.storeName}> · {staff.store_name}</span> : null}
            </Anchor>
            {staff ? (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" c="white" className={classes.who}>
                  {staff.email} ({consoleMessages.roles[staff.role]})
                </Text>
                <Button size="compact-sm" variant="white" onClick={() => logout.mutate()} loading={logout.isPending}>
                  {consoleMessages.logOut}
                </Button>
              </Group>
            ) : null}
          </Group>
        </Container>
      </header>
      <Box component="main" id="main-content">
        <Container size="xl" px="sm" py="md">
          {staff ? (
            <>
              <Group component="nav" aria-label={consoleMessages.title} gap="md" mb="sm">
                <Anchor component={NavLink} to="/console" end size="sm" className={classes.navLink}>
                  {consoleMessages.ordersHeading}
                </Anchor>
                <Anchor component={NavLink} to="/console/customers" size="sm" className={classes.navLink}>
                  {consoleCustomersMessages.customersHeading}
                </Anchor>
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/catalogue" size="sm" className={classes.navLink}>
                    {consoleCatalogueMessages.heading}
                  </Anchor>
                )}
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/content" size="sm" className={classes.navLink}>
                    {consoleContentMessages.contentHeading}
                  </Anchor>
                )}
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/settings" size="sm" className={classes.navLink}>
                    {consoleSettingsMessages.heading}
                  </Anchor>
                )}
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/sales" size="sm" className={classes.navLink}>
                    {consoleSalesMessages.heading}
                  </Anchor>
                )}
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/mail" size="sm" className={classes.navLink}>
                    {consoleCustomersMessages.mailHeading}
                  </Anchor>
                )}
                {staff.role === 'clerk' ? null : (
                  <Anchor component={NavLink} to="/console/audit" size="sm" className={classes.navLink}>
                    {consoleMessages.auditHeading}
                  </Anchor>
                )}
              </Group>
              <ConsolePages />
            </>
          ) : (
            <ConsoleLoginPage />
          )}
        </Container>
      </Box>
    </div>
  );
}
