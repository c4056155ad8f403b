import { expect, test } from './support/test.ts';
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

    const tabList = await tabs.boundingBox();
    if (!tabList) throw new Error('The item page is not laid out');
    // The lowest control above the tabs: the edition line, Add to cart, or the Favourite, Lists and
    // Registry buttons under it (how many rows they take depends on the width and the store's features).
    // Both in the viewport's coordinates, as boundingBox gives them.
    const above = await page.evaluate((tabsTop) => {
      const controls = Array.from(document.querySelectorAll('main button, main [aria-label="Edition"]'));
      const bottoms = controls
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0 && box.bottom <= tabsTop)
        .map((box) => box.bottom);
      return Math.max(...bottoms);
    }, tabList.y);
    // A hole left by a missing description would be several hundred pixels.
    expect(tabList.y - above).toBeLessThan(160);
  });
}
