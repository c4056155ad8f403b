import { expect, type Page } from '@playwright/test';
import { consoleCustomersMessages as words } from '@bookfront/contract';
import type { SeededCustomer } from './customers.ts';

/**
 * From any page of the console, opens Customers, searches for the customer's email and opens their
 * page from its row (docs/features/store-console.md#customers).
 */
export async function openCustomerInConsole(page: Page, customer: SeededCustomer): Promise<void> {
  await page.getByRole('link', { name: words.customersHeading }).click();
  await page.getByRole('searchbox', { name: words.searchLabel }).fill(customer.email);
  await page.getByRole('button', { name: words.search }).click();
  await page.getByRole('row').filter({ hasText: customer.email }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.firstName} Tester` })).toBeVisible();
}
