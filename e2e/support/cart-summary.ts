import type { Page } from '@playwright/test';

/** The line of the cart's order summary that starts with `label` ('GST', 'Total'). */
export const summaryLine = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Order summary' })
    .locator('div')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first();
