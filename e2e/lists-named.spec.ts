import { expect, test, type APIRequestContext } from './support/test.ts';
import { listControlMessages, listMessages, listPageMessages, shellMessages } from '@bookfront/contract';
import { chooseLocation } from './helpers.ts';
import { scanAndPhotograph, seriousViolations } from './support/accessibility.ts';
import { createCustomer } from './support/customers.ts';

const hungerGames = '9780439023481';

async function logIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/account/login', { data: { email_address: email, password } });
  expect(response.ok(), `account/login answered ${response.status()}`).toBe(true);
}

test('a customer makes a list, adds a title from its page, adds the list to the cart, then renames and deletes it', async ({
  page,
}, testInfo) => {
  const customer = createCustomer({ firstName: 'Rue' });
  await chooseLocation(page);
  await logIn(page.request, customer.email, customer.password);

  await page.goto('/account/lists');
  await expect(page.getByRole('heading', { level: 1, name: listPageMessages.myLists })).toBeVisible();
  await page.getByRole('button', { name: listPageMessages.createList }).click();
  const createDialog = page.getByRole('dialog', { name: listPageMessages.newList });
  const save = createDialog.getByRole('button', { name: listPageMessages.save });
  await expect(save).toBeDisabled();
  await createDialog.getByLabel(listPageMessages.listName).fill('Summer reads');
  await save.click();
  await expect(page.getByText(listMessages.created)).toBeVisible();
  const lists = page.getByRole('list', { name: listPageMessages.myLists });
  await expect(lists.getByRole('link', { name: 'Summer reads' })).toBeVisible();

  await page.goto(`/item/${hungerGames}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: `${listControlMessages.lists}: ${title}` }).click();
  await page.getByRole('menuitem', { name: listPageMessages.addToList('Summer reads') }).click();
  await expect(page.getByText(listPageMessages.addedToList(title, 'Summer reads'))).toBeVisible();

  await page.goto('/account/lists');
  const card = lists.getByRole('listitem').filter({ hasText: 'Summer reads' });
  await expect(card.getByText(listMessages.titleCount(1))).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'account-lists');
  await card.getByRole('link', { name: 'Summer reads' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Summer reads' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'named-list');
  await page.getByRole('button', { name: listPageMessages.addAllToCart }).click();
  await expect(page.getByText(listMessages.addedToCart)).toBeVisible();

  await page.goto('/account/lists');
  await lists.getByRole('button', { name: `${listPageMessages.rename} Summer reads` }).click();
  const renameDialog = page.getByRole('dialog', { name: listPageMessages.rename });
  await renameDialog.getByLabel(listPageMessages.listName).fill('Beach reads');
  await renameDialog.getByRole('button', { name: listPageMessages.save }).click();
  await expect(page.getByText(listMessages.saved)).toBeVisible();
  await expect(lists.getByRole('link', { name: 'Beach reads' })).toBeVisible();

  await lists.getByRole('button', { name: `${listPageMessages.delete} Beach reads` }).click();
  const deleteDialog = page.getByRole('dialog', { name: listPageMessages.deleteList('Beach reads') });
  await deleteDialog.getByRole('button', { name: listPageMessages.delete }).click();
  await expect(page.getByText(listMessages.deleted)).toBeVisible();
  await expect(lists.getByRole('link', { name: 'Beach reads' })).toHaveCount(0);
  // Scanned once the dialog has gone: caught fading out, its text reads to axe as too little contrast.
  await expect(deleteDialog).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a guest who presses Favorite on a title is asked to log in or sign up', async ({ page }) => {
  await chooseLocation(page);
  await page.goto(`/item/${hungerGames}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

  await page.getByRole('button', { name: `Favorite: ${title}` }).click();

  const prompt = page.getByRole('dialog');
  await expect(prompt.getByText(shellMessages.loginOrSignUp)).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Login' })).toBeVisible();
});
