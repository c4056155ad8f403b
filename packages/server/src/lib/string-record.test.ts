import { describe, expect, it } from 'vitest';
import { parseStringRecord } from './string-record.ts';

describe('parseStringRecord', () => {
  it('keeps string fields and drops the rest', () => {
    expect(parseStringRecord('{"board":"SD 39","grade":7,"note":null}')).toEqual({ board: 'SD 39' });
  });

  it.each(['not json', '[]', '"text"', 'null'])('reads %j as empty', (json) => {
    expect(parseStringRecord(json)).toEqual({});
  });
});
