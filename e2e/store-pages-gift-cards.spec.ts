import { expect, test } from './support/test.ts';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';

test("the gift cards page shows the store's gift cards and its word for groups above buying one", async ({
  page,
}, testInfo) => {
  await openStore(page, '/gift-cards');

  const cards = page.getByRole('region', { name: 'Our gift cards' });
  await expect(cards.getByRole('article', { name: 'E-gift card' })).toContainText('Sent by email');
  await expect(cards.getByRole('article', { name: 'Card from the counter' })).toBeVisible();
  const groups = page.getByRole('region', { name: 'Gift cards for groups' });
  await expect(groups.getByRole('link', { name: 'info@riverbendbooks.example' })).toHaveAttribute(
    'href',
    'mailto:info@riverbendbooks.example',
  );
  await expect(page.getByRole('region', { name: 'Buy a gift card online' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your balance' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'gift-cards');
});
