import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openStore } from './helpers.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target),
    }));
}

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
