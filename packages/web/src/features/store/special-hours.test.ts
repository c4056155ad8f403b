import { describe, expect, it } from 'vitest';
import { clockLabel, specialDayLines } from './special-hours.ts';

describe('special hours on the contact and hours page', () => {
  it('writes times as the usual hours are written', () => {
    expect(['00:00', '09:00', '12:00', '14:30', '23:05'].map(clockLabel)).toEqual([
      '12am',
      '9am',
      '12pm',
      '2:30pm',
      '11:05pm',
    ]);
  });

  it('gives one line per day by date, its hours in order and its notes', () => {
    const lines = specialDayLines([
      { date: '2026-12-31', closed: false, opens: '14:00', closes: '18:00', note: 'Author reading' },
      { date: '2026-12-24', closed: true, opens: '', closes: '', note: 'Christmas Eve' },
      { date: '2026-12-31', closed: false, opens: '09:00', closes: '12:00', note: '' },
    ]);

    expect(lines).toEqual([
      { date: '2026-12-24', day: 'Thu, Dec 24', times: 'Closed', notes: ['Christmas Eve'] },
      { date: '2026-12-31', day: 'Thu, Dec 31', times: '9am – 12pm, 2pm – 6pm', notes: ['Author reading'] },
    ]);
  });
});
