import { expect, test } from '@playwright/test';
import { catalogMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';

// The demo's Hunger Games has no description: the Details tab is the first.
for (const width of [390, 1366]) {
  test(`an item without a description closes up: the tabs follow the title and its price at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openStore(page, '/item/9780439023481');
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Details' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Description' })).toHaveCount(0);

    const edition = await page.getByRole('list', { name: 'Edition' }).boundingBox();
    const addToCart = await page.getByRole('button', { name: catalogMessages.addToCart }).boundingBox();
    const tabList = await tabs.boundingBox();

    if (!edition || !addToCart || !tabList) throw new Error('The item page is not laid out');
    const above = Math.max(edition.y + edition.height, addToCart.y + addToCart.height);
    // The Favourite and Lists buttons sit between the price and the tabs; a hole left by a missing
    // description would be several hundred pixels.
    expect(tabList.y - above).toBeLessThan(160);
  });
}
