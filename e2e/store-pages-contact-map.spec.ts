import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';

test('each location on contact & hours links to its map and to directions on OpenStreetMap', async ({
  page,
}, testInfo) => {
  await openStore(page, '/contact-hours');

  const downtown = page.getByRole('article', { name: 'Riverbend Books Downtown' });
  const links = downtown.getByRole('list', { name: 'Map of Riverbend Books Downtown' });
  await expect(links.getByRole('link', { name: 'View on map' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=45.51520&mlon=-122.67840#map=15/45.51520/-122.67840',
  );
  await expect(links.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B45\.51520%2C-122\.67840/,
  );
  const eastside = page.getByRole('article', { name: 'Riverbend Books Eastside' });
  await expect(eastside.getByRole('link', { name: 'View on map' })).toHaveAttribute('href', /mlat=45\.50470/);
  // No map is drawn: nothing on the page is loaded from OpenStreetMap.
  await expect(page.locator('iframe, img[src*="openstreetmap"], script[src*="openstreetmap"]')).toHaveCount(0);
  await scanAndPhotograph(page, testInfo, 'contact-hours-map');
});
