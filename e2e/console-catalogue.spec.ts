import { expect, test } from './support/test.ts';
import { catalogMessages, consoleCatalogueMessages } from '@bookfront/contract';
import { scanAndPhotograph } from './support/accessibility.ts';
import { addStaff, logInToConsole } from './support/console-staff.ts';
import { openStore } from './helpers.ts';

/** Titles no other journey knows: a word of their own, and ISBNs of a test publisher's range. */
const word = 'Quillfeather';
const lighthouse = '9781551929903';
const harbour = '9781551929910';

const product = (reference: string, isbn: string, title: string) => `
  <Product>
    <RecordReference>${reference}</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${isbn}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>BC</ProductForm>
      <TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${title}</TitleText></TitleElement></TitleDetail>
      <Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>Wren Ashdown</PersonName></Contributor>
      <Language><LanguageRole>01</LanguageRole><LanguageCode>eng</LanguageCode></Language>
    </DescriptiveDetail>
    <PublishingDetail><Publisher><PublishingRole>01</PublishingRole><PublisherName>Test Press</PublisherName></Publisher>
      <PublishingDate><PublishingDateRole>01</PublishingDateRole><Date>20200301</Date></PublishingDate></PublishingDetail>
  </Product>`;

const onix = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Test Press</SenderName></Sender><SentDateTime>20240101</SentDateTime></Header>
  ${product('quill.1', lighthouse, `The ${word} Lighthouse`)}
  ${product('quill.2', harbour, `${word} Harbour`)}
  ${product('quill.bad', '9781551929911', `${word} Misprint`)}
</ONIXMessage>
`;

test('a manager imports an ONIX file and a stock file from the store console, and the titles are on the storefront', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'catalogue' });
  await logInToConsole(page, manager);
  await page.getByRole('link', { name: consoleCatalogueMessages.heading }).click();

  const titles = page.getByRole('region', { name: consoleCatalogueMessages.importHeading });
  await titles.getByLabel(consoleCatalogueMessages.file).setInputFiles({
    name: 'quillfeather.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(onix),
  });
  await titles.getByRole('button', { name: consoleCatalogueMessages.upload }).click();
  await expect(titles.getByRole('status').filter({ hasText: consoleCatalogueMessages.done })).toBeVisible();
  await expect(titles.getByRole('progressbar', { name: consoleCatalogueMessages.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(titles.getByRole('row').filter({ hasText: 'quill.bad' })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-catalogue-import');

  const stock = page.getByRole('region', { name: consoleCatalogueMessages.stockHeading });
  await stock.getByLabel(consoleCatalogueMessages.location).selectOption('downtown');
  await stock.getByLabel(consoleCatalogueMessages.file).setInputFiles({
    name: 'quillfeather-stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`eisbn,onhand,price\n${lighthouse},4,17.50\n${harbour},2,12.00\n`),
  });
  await stock.getByRole('button', { name: consoleCatalogueMessages.uploadStock }).click();
  await expect(stock.getByRole('status').filter({ hasText: consoleCatalogueMessages.done })).toBeVisible();

  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: consoleCatalogueMessages.findLabel }).fill(lighthouse);
  await search.getByRole('button', { name: consoleCatalogueMessages.find }).click();
  await page.getByRole('link', { name: `The ${word} Lighthouse` }).click();
  const downtown = page.getByRole('form', { name: 'Downtown' });
  await expect(downtown.getByRole('textbox', { name: consoleCatalogueMessages.price })).toHaveValue('17.50');
  await scanAndPhotograph(page, testInfo, 'console-catalogue-title');

  await page.goto(`/browse/filter/t/${word}/k/keyword`);
  await expect(page.getByRole('link', { name: `The ${word} Lighthouse` }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: `${word} Harbour` }).first()).toBeVisible();
  await expect(page.getByText(`${word} Misprint`)).toHaveCount(0);
});

/** A title of its own, so hiding it touches no other journey. */
const hiddenWord = 'Marrowlight';
const lantern = '9781551929927';

test('a manager hides a title from the storefront and shows it again', async ({ page }, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'hiding' });
  await logInToConsole(page, manager);
  await page.getByRole('link', { name: consoleCatalogueMessages.heading }).click();
  const titles = page.getByRole('region', { name: consoleCatalogueMessages.importHeading });
  await titles.getByLabel(consoleCatalogueMessages.file).setInputFiles({
    name: 'marrowlight.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      onix.replace(/<Product>[\s\S]*<\/Product>/, product('marrow.1', lantern, `The ${hiddenWord} Lantern`)),
    ),
  });
  await titles.getByRole('button', { name: consoleCatalogueMessages.upload }).click();
  await expect(titles.getByRole('status').filter({ hasText: consoleCatalogueMessages.done })).toBeVisible();

  await page.goto(`/console/catalogue/${lantern}`);
  const storefront = page.getByRole('region', { name: consoleCatalogueMessages.storefrontHeading });
  await storefront.getByRole('button', { name: consoleCatalogueMessages.hide }).click();
  await expect(storefront.getByRole('status')).toHaveText(consoleCatalogueMessages.hiddenSaved);
  await expect(storefront.getByRole('button', { name: consoleCatalogueMessages.show })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-catalogue-hidden');

  await page.goto(`/browse/filter/t/${hiddenWord}/k/keyword`);
  await expect(page.getByRole('link', { name: `The ${hiddenWord} Lantern` })).toHaveCount(0);
  await page.goto(`/item/${lantern}`);
  await expect(page.getByRole('heading', { level: 1, name: catalogMessages.itemNotFound })).toBeVisible();

  await page.goto(`/console/catalogue/${lantern}`);
  await storefront.getByRole('button', { name: consoleCatalogueMessages.show }).click();
  await expect(storefront.getByRole('status')).toHaveText(consoleCatalogueMessages.shownSaved);
  await page.goto(`/browse/filter/t/${hiddenWord}/k/keyword`);
  await expect(page.getByRole('link', { name: `The ${hiddenWord} Lantern` }).first()).toBeVisible();
});

/** A title and a store subject of their own, so no other journey sees the subject. */
const shelfWord = 'Thistledown';
const thistle = '9781551929934';

test('a manager gives a title a store subject and the storefront offers it as a special subject', async ({
  page,
}, testInfo) => {
  const manager = addStaff({ store: 'demo', role: 'manager', name: 'subjects' });
  await logInToConsole(page, manager);
  await page.getByRole('link', { name: consoleCatalogueMessages.heading }).click();
  const titles = page.getByRole('region', { name: consoleCatalogueMessages.importHeading });
  await titles.getByLabel(consoleCatalogueMessages.file).setInputFiles({
    name: 'thistledown.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(
      onix.replace(/<Product>[\s\S]*<\/Product>/, product('thistle.1', thistle, `The ${shelfWord} Almanac`)),
    ),
  });
  await titles.getByRole('button', { name: consoleCatalogueMessages.upload }).click();
  await expect(titles.getByRole('status').filter({ hasText: consoleCatalogueMessages.done })).toBeVisible();

  await page.goto(`/console/catalogue/${thistle}`);
  const subjects = page.getByRole('region', { name: consoleCatalogueMessages.storeSubjectsHeading });
  await subjects.getByRole('textbox', { name: consoleCatalogueMessages.storeSubjectCode }).fill('__thistleshelf');
  await subjects.getByRole('textbox', { name: consoleCatalogueMessages.storeSubjectLabel }).fill('Thistle shelf');
  await subjects.getByRole('button', { name: consoleCatalogueMessages.addStoreSubject }).click();
  await expect(subjects.getByRole('status')).toHaveText(consoleCatalogueMessages.storeSubjectAdded);
  await expect(
    subjects.getByRole('button', { name: consoleCatalogueMessages.removeStoreSubject('Thistle shelf') }),
  ).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'console-catalogue-store-subject');

  await openStore(page, `/browse/filter/t/${shelfWord}/k/keyword`);
  const special = page.getByRole('group', { name: 'Special subject' });
  await special.getByRole('checkbox', { name: /^Thistle shelf 1$/ }).click();
  await expect(page).toHaveURL(/\/browse\/filter\/.*n\/__thistleshelf/);
  await expect(page.getByRole('link', { name: `The ${shelfWord} Almanac` }).first()).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'browse-store-subject');
});
