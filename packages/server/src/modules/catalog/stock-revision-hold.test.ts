import { describe, expect, it } from 'vitest';
import { StockRevisionHold } from './stock-revision-hold.ts';

describe('StockRevisionHold', () => {
  it('keys on the current revision when the one it holds is old enough', () => {
    const hold = new StockRevisionHold(10);

    expect(hold.keyOf('main', 1000, 1100)).toBe(1000);
    expect(hold.keyOf('main', 1099, 1100)).toBe(1099);
  });

  it('keeps a revision younger than the lag while sales go on, then takes the newest', () => {
    const hold = new StockRevisionHold(10);
    hold.keyOf('main', 1000, 1000);

    expect(hold.keyOf('main', 1003, 1003)).toBe(1000);
    expect(hold.keyOf('main', 1009, 1009)).toBe(1000);
    expect(hold.keyOf('main', 1010, 1010)).toBe(1010);
    expect(hold.keyOf('main', 1012, 1012)).toBe(1010);
  });

  it('holds each store on its own', () => {
    const hold = new StockRevisionHold(10);
    hold.keyOf('main', 1000, 1000);

    expect(hold.keyOf('other', 1005, 1005)).toBe(1005);
    expect(hold.keyOf('main', 1005, 1005)).toBe(1000);
  });

  it('follows a revision that went back', () => {
    const hold = new StockRevisionHold(10);
    hold.keyOf('main', 1000, 1000);

    expect(hold.keyOf('main', 900, 1001)).toBe(900);
  });

  it('keys on every change with no lag', () => {
    const hold = new StockRevisionHold(0);
    hold.keyOf('main', 1000, 1000);

    expect(hold.keyOf('main', 1001, 1001)).toBe(1001);
  });
});
