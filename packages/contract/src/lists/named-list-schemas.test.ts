import { describe, expect, it } from 'vitest';
import { createListInputSchema, getListsInputSchema, modifyListInputSchema } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a list name', () => {
  it.each([
    ['', 'Name is required.'],
    [' \t ', 'Name is required.'],
    ['x'.repeat(81), 'A list name can be at most 80 characters.'],
  ])('refuses %j with %j', (name, message) => {
    expect(firstMessage(createListInputSchema.safeParse({ name }))).toBe(message);
    expect(firstMessage(modifyListInputSchema.safeParse({ list_id: 'l1', name }))).toBe(message);
  });

  it('takes 1 and 80 characters, read as one line', () => {
    expect(createListInputSchema.parse({ name: 'x' })).toEqual({ name: 'x', description: '' });
    expect(createListInputSchema.parse({ name: 'x'.repeat(80) }).name).toHaveLength(80);
    expect(createListInputSchema.parse({ name: ' Summer\nreads ', eisbn: '' })).toEqual({
      name: 'Summer reads',
      description: '',
    });
  });
});

describe('getListsInputSchema', () => {
  it('pages 10 lists at a time, newest change first, when asked for nothing else', () => {
    expect(getListsInputSchema.parse({})).toEqual({ search_term: '', sort: 'date_updated', limit: 10, offset: 0 });
    expect(getListsInputSchema.parse({ eisbn: '', sort: '', limit: '', offset: '' })).toEqual({
      search_term: '',
      sort: 'date_updated',
      limit: 10,
      offset: 0,
    });
  });

  it.each([{ sort: 'price' }, { limit: 201 }, { offset: -1 }, { eisbn: 'hunger' }, { search_term: 'x'.repeat(101) }])(
    'refuses %j',
    (input) => {
      expect(getListsInputSchema.safeParse(input).success).toBe(false);
    },
  );
});
