import { describe, expect, it } from 'vitest';
import { formatReleaseDate } from './format-date.ts';

const utcSeconds = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 1000;

describe('formatReleaseDate', () => {
  it.each(['2008-01-16', '1999-12-31', '2024-02-29', '1865-07-04', '2030-05-01'])(
    'writes %s as en-US does, in UTC',
    (isoDate) => {
      const expected = new Intl.DateTimeFormat('en-US', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${isoDate}T00:00:00Z`));

      expect(formatReleaseDate(utcSeconds(isoDate))).toBe(expected);
    },
  );

  it('keeps the calendar day of a date stored at midnight UTC', () => {
    expect(formatReleaseDate(utcSeconds('2008-01-16'))).toBe('Jan 16, 2008');
  });
});
