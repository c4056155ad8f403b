import type { SpecialHours } from '@bookfront/contract';
import { describe, expect, it } from 'vitest';
import { storeToday, todaysHours } from './today-hours.ts';

const weekly = 'Mon–Fri: 9am – 8pm\nSat: 10am – 6pm\nSun: Closed';
const day = (date: string, fields: Partial<SpecialHours> = {}): SpecialHours => ({
  date,
  closed: false,
  opens: '',
  closes: '',
  note: '',
  ...fields,
});

// 2026-12-24 is a Thursday; 06:00 UTC on the 25th is still the 24th, 10pm, in Los Angeles.
const christmasEveLate = new Date('2026-12-25T06:00:00Z');

describe('todaysHours', () => {
  it('counts today in the store’s time zone, not the visitor’s or UTC', () => {
    expect(storeToday(christmasEveLate)).toEqual({ date: '2026-12-24', weekday: 4 });
  });

  it('reads the weekly hours when today has no special hours', () => {
    const location = { ws_hours: weekly, special_hours: [day('2026-12-31', { closed: true })] };

    expect(todaysHours(location, christmasEveLate)).toBe('9am – 8pm');
  });

  it('lets a day closed all day win over the weekly hours, with its note', () => {
    const location = { ws_hours: weekly, special_hours: [day('2026-12-24', { closed: true, note: 'Christmas Eve' })] };

    expect(todaysHours(location, christmasEveLate)).toBe('Closed (Christmas Eve)');
  });

  it('shows every stretch of today’s special hours in order', () => {
    const location = {
      ws_hours: weekly,
      special_hours: [
        day('2026-12-24', { opens: '14:00', closes: '18:00' }),
        day('2026-12-24', { opens: '09:00', closes: '12:00' }),
      ],
    };

    expect(todaysHours(location, christmasEveLate)).toBe('9am – 12pm, 2pm – 6pm');
  });

  it('is the special hours of the store’s today when UTC is already tomorrow', () => {
    const location = { ws_hours: weekly, special_hours: [day('2026-12-25', { closed: true })] };

    expect(todaysHours(location, christmasEveLate)).toBe('9am – 8pm');
  });
});
