import { describe, expect, it } from 'vitest';
import { calendarDayOf, dayKeysOf, eventsByDay, formatWhen, monthWeeks } from './dates.ts';

// 2026-11-28 10:30 and 11:15 in Los Angeles (PST, UTC-8).
const storyTime = { from: Date.UTC(2026, 10, 28, 18, 30) / 1000, to: Date.UTC(2026, 10, 28, 19, 15) / 1000 };

describe('event dates', () => {
  it('shows an event’s time in Pacific time', () => {
    expect(formatWhen(storyTime)).toBe('Sat, Nov 28, 2026, 10:30 AM – 11:15 AM PST');
  });

  it('counts an evening event on its day in Los Angeles, not in UTC', () => {
    // 19:00 on December 3rd in Los Angeles is 03:00 UTC on the 4th.
    const evening = { from: Date.UTC(2026, 11, 4, 3) / 1000, to: Date.UTC(2026, 11, 4, 4, 30) / 1000 };

    expect(dayKeysOf(evening)).toEqual(['20261203']);
  });

  it('puts an event across days on each of them, over a change of clocks', () => {
    const weekend = { from: Date.UTC(2026, 9, 31, 17) / 1000, to: Date.UTC(2026, 10, 2, 1) / 1000 };

    expect([...eventsByDay([weekend]).keys()]).toEqual(['20261031', '20261101']);
  });

  it('lays a month out in weeks from Sunday', () => {
    const weeks = monthWeeks(calendarDayOf('20261101'));

    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]?.format('YYYYMMDD')).toBe('20261101');
    expect(weeks[4]?.filter(Boolean).map((day) => day?.date())).toEqual([29, 30]);
  });
});
