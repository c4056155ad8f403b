import { expect, test } from './support/test.ts';
import { chooseLocation } from './helpers.ts';
import { seriousViolations } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

test('a customer buys a personalised gift card and finds it in the cart', async ({ page }) => {
  const customer = createCustomer({ firstName: 'Gwen' });
  await chooseLocation(page);
  const login = await page.request.post('/api/account/login', {
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/gift-cards');
  await page.getByRole('button', { name: 'Buy a gift card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy a gift card' });
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('5');
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByText('A gift card is at least $10.00.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('25');
  await dialog.getByRole('switch', { name: 'Personalize' }).check();
  await dialog.getByRole('textbox', { name: 'To' }).fill('Sam');
  await dialog.getByRole('textbox', { name: 'From' }).fill('Gwen');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Happy reading!');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await expect(dialog.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Go to Cart' }).click();

  await expect(page).toHaveURL(/\/checkout\/cart$/);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('div').filter({ hasText: /^Subtotal/ })).toContainText('$25.00');
  await expect(page.getByRole('main').getByRole('link', { name: 'Gift card', exact: true })).toHaveAttribute(
    'href',
    '/gift-cards',
  );
  await expect(page.getByText('To Sam from Gwen · “Happy reading!”')).toBeVisible();

  // Changing the quantity keeps the amount and the note.
  const quantity = page.getByRole('textbox', { name: 'Quantity of Gift card' });
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(summary.locator('div').filter({ hasText: /^Subtotal/ })).toContainText('$50.00');
});

test('a shopper checks the balance of the demo gift card, after a mistyped number', async ({ page }) => {
  await chooseLocation(page);
  await page.goto('/gift-cards');
  const checker = page.getByRole('region', { name: 'Check your balance' });
  const number = checker.getByRole('textbox', { name: 'Gift card number' });

  await checker.getByRole('button', { name: 'Check balance' }).click();
  await expect(checker.getByText('A gift card number is required to check a balance.')).toBeVisible();
  await number.fill('READ 2025 GFTC ARDS 0101');
  await checker.getByRole('button', { name: 'Check balance' }).click();
  await expect(checker.getByRole('alert')).toContainText('We could not accept that gift card number and PIN.');
  await expect(checker.getByRole('alert')).toContainText('The gift card number is on the back of your card');
  expect(await seriousViolations(page)).toEqual([]);

  // The README's demo card, typed in lower case; the balance is whatever other journeys left on it.
  await number.fill('read 2025 gftc ards 0100');
  await checker.getByRole('button', { name: 'Check balance' }).click();

  await expect(checker.getByRole('status')).toContainText(/Your balance is \$\d[\d,]*\.\d{2}/);
  await expect(checker.getByText('Gift cards never expire.')).toBeVisible();
});
