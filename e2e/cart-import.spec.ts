import ExcelJS from 'exceljs';
import { expect, test, type Page } from './support/test.ts';
import { cartMessages, sharedCartMessages, cartPageMessages } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';
import { waitForEmail } from './support/mailbox.ts';

const harryPotter = { eisbn: '9780439554930', title: "Harry Potter and the Sorcerer's Stone" };
const twilight = { eisbn: '9780316015844', title: 'Twilight' };
const mockingbird = { eisbn: '9780061120084', title: 'To Kill a Mockingbird' };
/** A valid ISBN the demo catalogue does not hold. */
const notInCatalogue = '9781234567897';

const cartTable = (page: Page) => page.getByRole('table', { name: 'Items in your cart' });
const importDialog = (page: Page) => page.getByRole('dialog', { name: 'Import to cart' });
const fileRows = (page: Page) =>
  importDialog(page).getByRole('table', { name: 'Rows of the file' }).locator('tbody tr');

/** Chooses a file in the import dialog (Mantine's file field is a button over a hidden file input). */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await importDialog(page).locator('input[type="file"]').setInputFiles(file);
  await importDialog(page).getByRole('button', { name: 'Preview' }).click();
}

test('a shopper imports a CSV order to the cart: a preview marks the unknown ISBN, then the others are added', async ({
  page,
}) => {
  await openStore(page, '/checkout/cart');
  await expect(page.getByText(cartPageMessages.empty)).toBeVisible();

  await page.getByRole('button', { name: 'Import to cart' }).click();
  const csv = [
    'Title,ISBN,Qty',
    `HP,${harryPotter.eisbn},2`,
    `Twilight,${twilight.eisbn},1`,
    `Gone,${notInCatalogue},1`,
  ];
  await chooseFile(page, { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.join('\n')) });

  await expect(importDialog(page).getByText(cartPageMessages.importPreviewCount(2, 3))).toBeVisible();
  await expect(fileRows(page)).toHaveCount(3);
  await expect(fileRows(page).nth(0)).toHaveAttribute('data-success', 'true');
  await expect(fileRows(page).nth(2)).toHaveAttribute('data-success', 'false');
  await expect(fileRows(page).nth(2)).toContainText(cartMessages.titleNotFound);
  expect(await seriousViolations(page)).toEqual([]);

  await importDialog(page)
    .getByRole('button', { name: cartPageMessages.importAdd(2) })
    .click();
  await expect(importDialog(page).getByText(cartPageMessages.importAddedCount(2))).toBeVisible();
  await importDialog(page).getByRole('button', { name: 'Done' }).click();

  await expect(cartTable(page).getByRole('link', { name: harryPotter.title, exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Quantity of ${harryPotter.title}` })).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: `Quantity of ${twilight.title}` })).toHaveValue('1');
});

test('a shopper imports an Excel workbook whose ISBNs and quantities are numbers', async ({ page }) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Order');
  sheet.addRow(['Book club order']);
  sheet.addRow(['isbn', 'qty']);
  sheet.addRow([Number(mockingbird.eisbn), 3]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  await openStore(page, '/checkout/cart');

  await page.getByRole('button', { name: 'Import to cart' }).click();
  await chooseFile(page, {
    name: 'order.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await expect(fileRows(page)).toHaveCount(1);
  await importDialog(page)
    .getByRole('button', { name: cartPageMessages.importAdd(1) })
    .click();
  await importDialog(page).getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('textbox', { name: `Quantity of ${mockingbird.title}` })).toHaveValue('3');
});

test('a file the import cannot use returns to the upload, and one with no usable rows offers only another file', async ({
  page,
}) => {
  await openStore(page, '/checkout/cart');
  await page.getByRole('button', { name: 'Import to cart' }).click();

  await chooseFile(page, { name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(`isbn\n${twilight.eisbn}\n`) });
  const failure = importDialog(page).getByRole('alert');
  await expect(failure).toContainText(cartPageMessages.importFailed);
  await expect(failure).toContainText(cartPageMessages.importHeadersMissing);
  expect(await seriousViolations(page)).toEqual([]);

  await chooseFile(page, { name: 'order.txt', mimeType: 'text/plain', buffer: Buffer.from(`${notInCatalogue}\n`) });
  await importDialog(page).getByRole('button', { name: cartPageMessages.importNothingToAdd }).click();
  await expect(importDialog(page).getByRole('button', { name: 'Preview' })).toBeVisible();
});

test("a shopper emails the cart, and its link shows the recipient the sender's titles to add to their own cart", async ({
  page,
  browser,
}) => {
  await openStore(page, '/');
  const added = await page.request.post('/api/cart/add', { data: { eisbn: twilight.eisbn, quantity: 2 } });
  expect(added.ok()).toBe(true);
  const addedToo = await page.request.post('/api/cart/add', { data: { eisbn: mockingbird.eisbn, quantity: 1 } });
  expect(addedToo.ok()).toBe(true);
  await page.goto('/checkout/cart');
  const to = `cart-${Date.now()}@example.com`;

  await page.getByRole('button', { name: 'Email cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email cart' });
  await dialog.getByRole('textbox', { name: 'Email address' }).fill('not an address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(cartMessages.emailInvalid)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: 'Email address' }).fill(to);
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByText(cartPageMessages.emailSent(to))).toBeVisible();
  await expect(dialog).toBeHidden();
  const email = await waitForEmail({ to, subjectIncludes: 'Your cart' });
  expect(email.text).toContain(`2 × ${twilight.title}`);
  expect(email.text).toContain(`1 × ${mockingbird.title}`);
  const link = email.links.find((candidate) => candidate.includes('/checkout/shared?titles='));
  expect(link).toBeDefined();

  // The recipient opens the link in a browser of their own, with an empty cart.
  const recipient = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const friend = await recipient.newPage();
  await openStore(friend, new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(friend.getByRole('heading', { name: sharedCartMessages.heading, level: 1 })).toBeVisible();
  const shared = friend.getByRole('list', { name: 'Titles in the shared cart' });
  await expect(shared.getByRole('link', { name: twilight.title, exact: true })).toBeVisible();
  await expect(shared.getByRole('link', { name: mockingbird.title, exact: true })).toBeVisible();
  await expect(shared.getByRole('listitem').first()).toContainText(sharedCartMessages.quantity(2));
  expect(await seriousViolations(friend)).toEqual([]);

  await friend.getByRole('button', { name: sharedCartMessages.addAll }).click();
  await expect(friend.getByText(sharedCartMessages.added(2))).toBeVisible();
  await friend.getByRole('link', { name: sharedCartMessages.goToCart }).click();
  await expect(friend.getByRole('textbox', { name: `Quantity of ${twilight.title}` })).toHaveValue('2');
  await expect(friend.getByRole('textbox', { name: `Quantity of ${mockingbird.title}` })).toHaveValue('1');
  await recipient.close();
});
