import { afterEach, describe, expect, it, vi } from 'vitest';
import { newOrderedId } from './ids.ts';

// Clocks set in the past: the process's last millisecond is shared with the other tests of the worker, and a
// clock from the future would date every later id there.
describe('newOrderedId', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sorts ids made within one millisecond in the order they were made', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2001, 0, 1));
    const ids = Array.from({ length: 500 }, () => newOrderedId());

    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the order when the clock is set back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2002, 0, 1));
    const first = newOrderedId();
    now.mockReturnValue(Date.UTC(2002, 0, 1) - 60_000);
    const second = newOrderedId();

    expect(second > first).toBe(true);
  });

  it('keeps the length and shape of earlier ids, so old and new rows sort together', () => {
    expect(newOrderedId()).toMatch(/^[0-9a-f]{12}-[0-9a-f]{20}$/);
  });
});
