import { describe, expect, it } from 'vitest';
import { eventMessages } from './messages.ts';
import { eventSummaryText, parseEventDay, splitEventDescription } from './event-text.ts';
import { eventGetInputSchema, eventListInputSchema } from './schemas.ts';

describe('event/getList input', () => {
  it.each(['20261201', ' 20240229 '])('takes the day %j', (from) => {
    expect(eventListInputSchema.safeParse({ from }).success).toBe(true);
  });

  it.each(['2026-12-01', '20261301', '20230229', '1201', '19691231', 'tomorrow'])(
    'refuses %j with the date message',
    (from) => {
      const result = eventListInputSchema.safeParse({ from });
      expect(result.error?.issues[0]?.message).toBe(eventMessages.badDate);
    },
  );

  it('reads increment_views from form data', () => {
    expect(eventListInputSchema.parse({ increment_views: 'true' })).toEqual({ increment_views: true });
  });
});

describe('event/get input', () => {
  it.each(['', '   ', 'x'.repeat(65)])('refuses the event id %j as not found', (eventId) => {
    expect(eventGetInputSchema.safeParse({ event_id: eventId }).error?.issues[0]?.message).toBe(eventMessages.notFound);
  });
});

describe('parseEventDay', () => {
  it('reads a real date and refuses one that is not', () => {
    expect(parseEventDay('20261127')).toEqual({ year: 2026, month: 11, date: 27 });
    expect(parseEventDay('20261131')).toBeNull();
  });
});

describe('event descriptions', () => {
  it('splits at the calendar marker standing in a paragraph of its own', () => {
    expect(splitEventDescription('<p>Meet the author.</p><p>[calendar]</p><p>Doors at 6.</p>')).toEqual({
      before: '<p>Meet the author.</p>',
      after: '<p>Doors at 6.</p>',
    });
  });

  it('keeps a description without the marker whole', () => {
    expect(splitEventDescription('<p>Story time.</p>')).toEqual({ before: '<p>Story time.</p>', after: null });
  });

  it('summarises the part before the marker as text', () => {
    expect(eventSummaryText('<p>Tea &amp; books.</p><p>Bring a friend.</p>[calendar]<p>Parking</p>')).toBe(
      'Tea & books. Bring a friend.',
    );
  });

  it('clips a summary to 400 characters at a word, with an ellipsis', () => {
    const summary = eventSummaryText(`<p>${'word '.repeat(200)}</p>`);

    expect(summary.length).toBeLessThanOrEqual(400);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
