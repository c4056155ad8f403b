import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';

test('contact & hours lists every location with its address, phone and hours', async ({ page }) => {
  await openStore(page, '/contact-hours');

  await expect(page).toHaveTitle('Riverbend Books | Contact & Hours');
  const downtown = page.getByRole('article', { name: 'Riverbend Books Downtown' });
  const eastside = page.getByRole('article', { name: 'Riverbend Books Eastside' });
  await expect(downtown).toContainText('214 Main Street');
  await expect(downtown).toContainText('(503) 555-0142');
  await expect(downtown).toContainText('Mon–Sat 9am–9pm');
  await expect(eastside).toContainText('3020 SE Division Street');
  await expect(eastside.getByRole('link', { name: 'eastside@riverbendbooks.example' })).toHaveAttribute(
    'href',
    'mailto:eastside@riverbendbooks.example',
  );
});
