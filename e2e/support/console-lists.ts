import { expect, type Locator, type Page } from '@playwright/test';
import { consoleContentMessages, consoleMessages } from '@bookfront/contract';

/**
 * A featured list, or a block of the store page open in the console's Pages: a list slider of
 * titles or a block of text (docs/features/store-console.md#featured-lists, #home-page).
 */
export type ConsoleEntry =
  | { kind: 'featured list'; header: string; isbns: readonly string[] }
  | { kind: 'list slider'; header: string; isbns: readonly string[] }
  | { kind: 'text block'; header: string; html: string };

/**
 * On the console's Featured lists or Pages, opens the form for a new entry, fills its header and
 * its titles (one ISBN a line) or text, saves it, and returns its row once the table shows it.
 */
export async function addConsoleEntry(page: Page, entry: ConsoleEntry): Promise<Locator> {
  const words = consoleContentMessages;
  const labels =
    entry.kind === 'featured list'
      ? { form: words.newFeature, header: words.featureHeader, isbns: words.featureIsbns }
      : { form: words.newBlock, header: words.blockHeader, isbns: words.blockIsbns };
  await page.getByRole('button', { name: labels.form }).click();
  const form = page.getByRole('form', { name: labels.form });
  if (entry.kind !== 'featured list') {
    await form
      .getByRole('combobox', { name: words.blockType })
      .selectOption(entry.kind === 'list slider' ? 'list' : 'html');
  }
  await form.getByRole('textbox', { name: labels.header }).fill(entry.header);
  if (entry.kind === 'text block') {
    await form.getByRole('textbox', { name: words.blockDescription }).fill(entry.html);
  } else {
    await form.getByRole('textbox', { name: labels.isbns }).fill(entry.isbns.join('\n'));
  }
  await form.getByRole('button', { name: consoleMessages.save }).click();
  const row = page.getByRole('row').filter({ hasText: entry.header });
  await expect(row).toBeVisible();
  return row;
}
