import { expect, test, type Locator } from './support/test.ts';
import { openStore } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';

/** docs/features/item-page.md#gallery: the demo catalogue's Pride and Prejudice has five interior images. */
const pride = { eisbn: '9780679783268', title: 'Pride and Prejudice' };
const imageCount = 6; // the cover and five interior images

/** Whether an image element has really loaded a picture (not a broken or empty one). */
const hasLoaded = (image: Locator) =>
  image.evaluate((element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0);

test('a shopper looks through the pages inside a book: thumbnails beside the cover, six in the enlarged view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openStore(page, `/item/${pride.eisbn}`);

  const thumbnails = page.getByRole('list', { name: 'Images' }).getByRole('button');
  await expect(thumbnails).toHaveCount(imageCount);
  await page.getByRole('button', { name: `Show Inside ${pride.title}, image 2` }).click();
  const enlarge = page.getByRole('button', { name: `Enlarge Inside ${pride.title}, image 2` });
  await expect(enlarge).toBeVisible();
  await expect.poll(() => hasLoaded(enlarge.locator('img'))).toBe(true);
  await expect(enlarge.locator('img')).toHaveAttribute('src', new RegExp(`/covers/${pride.eisbn}/interiors/2-`));
  expect(await seriousViolations(page)).toEqual([]);

  await enlarge.click();
  const dialog = page.getByRole('dialog', { name: pride.title });
  await expect(dialog.getByRole('list', { name: 'All images' }).getByRole('button')).toHaveCount(imageCount);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByRole('button', { name: `Show Inside ${pride.title}, image 3` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect.poll(() => hasLoaded(dialog.getByRole('img', { name: `Inside ${pride.title}, image 3` }))).toBe(true);
});

test('on a phone the cover and the pages inside are a carousel to swipe through', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openStore(page, `/item/${pride.eisbn}`);

  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(imageCount);
  await page.getByRole('button', { name: `Show image 3 of ${imageCount}` }).click();

  await expect(page.getByRole('button', { name: `Show image 3 of ${imageCount}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect
    .poll(() => hasLoaded(page.getByRole('button', { name: `Enlarge Inside ${pride.title}, image 2` }).locator('img')))
    .toBe(true);
});
