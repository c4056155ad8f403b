import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test.ts';
import { storePageMessages } from '@bookfront/contract';
import { cli } from './server.ts';
import { openStore } from './helpers.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { dataDirEnv } from './support/customers.ts';
import { ensureStore } from './support/stores.ts';

test("the footer's Privacy link opens the store's privacy policy", async ({ page }, testInfo) => {
  await openStore(page, '/');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();

  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
  await expect(page.getByText('Riverbend Books · Last updated')).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'privacy-policy');
});

test('a store without a privacy policy has no link to one and says so, until the bookseller sets one', async ({
  page,
}) => {
  const dataDir = process.env[dataDirEnv] ?? '';
  ensureStore('quietpages', 'Quiet Pages', {
    extra_navigation: [{ id: 'privacy', label: 'Privacy', path: '/privacy-policy', type: 'custom' }],
  });
  // A retry starts from a store without one again.
  cli(dataDir, ['privacy-policy:remove', '--store', 'quietpages']);
  const response = await page.goto('/quietpages/privacy-policy');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: storePageMessages.noPrivacyPolicy })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact & hours' }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /privacy/i })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const folder = mkdtempSync(path.join(tmpdir(), 'bookfront-policy-'));
  const file = path.join(folder, 'privacy.md');
  writeFileSync(file, '## What we keep\n\nOnly what your order needs.\n');
  cli(dataDir, ['privacy-policy:set', file, '--store', 'quietpages']);
  await page.reload();

  await expect(page.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});
