import { describe, expect, it } from 'vitest';
import { daysCovered, hoursForDay } from './hours.ts';

const hours = 'Mon–Fri: 9:00 am – 8:00 pm\nSaturday 10am-6pm\nSun: Closed';

describe('hoursForDay', () => {
  it.each([
    [1, '9:00 am – 8:00 pm'],
    [5, '9:00 am – 8:00 pm'],
    [6, '10am-6pm'],
    [0, 'Closed'],
  ])('reads day %i as %s', (day, expected) => {
    expect(hoursForDay(hours, day)).toBe(expected);
  });

  it('understands daily hours and answers null when no line says', () => {
    expect(hoursForDay('Daily: 10am – 7pm', 3)).toBe('10am – 7pm');
    expect(hoursForDay('Call us for hours', 3)).toBeNull();
  });

  it('covers ranges that wrap the week', () => {
    expect(daysCovered('Fri-Mon')).toEqual([5, 6, 0, 1]);
    expect(daysCovered('Sat & Sun')).toEqual([6, 0]);
  });
});
