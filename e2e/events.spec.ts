import { expect, test } from './support/test.ts';
import { cartMessages, eventMessages, type StoreEvent } from '@bookfront/contract';
import { openStore } from './helpers.ts';
import { scanAndPhotograph } from './support/accessibility.ts';

// Copy link writes to the clipboard, which the browser allows this page to do.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const zone = 'America/Los_Angeles';
/** A moment's calendar day in Los Angeles as the events pages name it: 'Thursday, December 10, 2026'. */
const dayLabel = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(seconds * 1000));
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, month: 'long', year: 'numeric' }).format(date);

test('a shopper finds a reading on the events calendar, opens its day and the event, adds its book to the cart and copies the link', async ({
  page,
}, testInfo) => {
  // The demo store's evening of Earthsea readings, dated from the day the demo was loaded.
  const answer = await page.request.post('/api/event/get', { data: { event_id: 'demo-earthsea-reading' } });
  const { event } = (await answer.json()) as { event: StoreEvent };
  const day = dayLabel(event.from);

  await openStore(page, '/events');

  await expect(page.getByRole('heading', { level: 1, name: eventMessages.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: eventMessages.upcoming })).toBeVisible();
  await expect(page.getByRole('link', { name: eventMessages.viewAll })).toBeVisible();
  await scanAndPhotograph(page, testInfo, 'events');
  const eventMonth = monthOf(new Date(event.from * 1000));
  if (monthOf(new Date()) !== eventMonth) await page.getByRole('button', { name: eventMessages.nextMonth }).click();
  await expect(page.getByRole('region', { name: eventMonth })).toBeVisible();
  await page.getByRole('link', { name: eventMessages.dayWithEvents(day, 1) }).click();

  await expect(page.getByRole('heading', { name: eventMessages.eventsOn(day) })).toBeVisible();
  await page.getByRole('link', { name: event.info.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: event.info.name })).toBeVisible();
  await expect(page.getByText(event.info.place)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reserve a free seat' })).toHaveAttribute('href', /^https:\/\//);
  const calendarFile = await page.getByRole('link', { name: eventMessages.addToCalendar }).getAttribute('href');
  const ics = await page.request.get(calendarFile ?? '');
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await ics.text()).toContain(`SUMMARY:${event.info.name}`);
  const book = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'A Wizard of Earthsea' }) });
  await book.getByRole('button', { name: 'Add to cart' }).click();
  await expect(book.getByRole('status')).toHaveText(`A Wizard of Earthsea: ${cartMessages.inCart(1)}`);

  await page.getByRole('button', { name: eventMessages.copyLink }).click();
  const dialog = page.getByRole('dialog', { name: eventMessages.copyLink });
  await expect(dialog.getByRole('textbox')).toHaveValue(page.url());
  await dialog.getByRole('button', { name: eventMessages.copyLink }).click();
  await expect(dialog.getByRole('status')).toHaveText(eventMessages.linkCopied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await scanAndPhotograph(page, testInfo, 'event-copy-link');
  await dialog.getByRole('button', { name: 'Close' }).click();
  // A dialog caught fading out reads to axe as text of too little contrast: scan once it has gone.
  await expect(dialog).toBeHidden();
  await scanAndPhotograph(page, testInfo, 'event');
});
