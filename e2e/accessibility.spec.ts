import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';

const pages = [
  { name: 'home', path: '/', heading: 'Welcome to Riverbend Books' },
  { name: 'the gift registry page for a guest', path: '/gift-registry', heading: 'Please log in' },
  { name: 'the 404 page', path: '/no-such-page', heading: '404' },
  { name: 'contact & hours', path: '/contact-hours', heading: 'Contact & hours' },
  { name: 'search by a web page', path: '/browse/url', heading: 'Search a web page' },
  { name: 'search by a file', path: '/browse/file', heading: 'Search a file' },
  {
    name: 'an emailed cart',
    path: '/checkout/shared?titles=9780439554930%3A2%2C9780316015844%3A1',
    heading: 'A cart shared with you',
  },
];

for (const { name, path, heading } of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await openStore(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);

    expect(await seriousViolations(page)).toEqual([]);
  });
}
