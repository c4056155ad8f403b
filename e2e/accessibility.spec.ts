import { expect, test } from '@playwright/test';
import { openStore } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';

const pages = [
  { name: 'home', path: '/', heading: 'Welcome to Riverbend Books' },
  { name: 'a placeholder page', path: '/events', heading: 'Events' },
  { name: 'the 404 page', path: '/no-such-page', heading: '404' },
  { name: 'contact & hours', path: '/contact-hours', heading: 'Contact & hours' },
];

for (const { name, path, heading } of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await openStore(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);

    expect(await seriousViolations(page)).toEqual([]);
  });
}
