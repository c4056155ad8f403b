import { describe, expect, it } from 'vitest';
import { listMessages } from './messages.ts';
import {
  addListItemInputSchema,
  copyCartToListInputSchema,
  listItemsInputSchema,
  removeListItemsInputSchema,
} from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('listItemsInputSchema', () => {
  it.each([
    [{ list_id: 'l1' }, { list_id: 'l1', limit: 26, offset: 0 }],
    [
      { list_id: ' l1 ', limit: '50', offset: '26' },
      { list_id: 'l1', limit: 50, offset: 26 },
    ],
    [
      { list_id: 'l1', limit: '', offset: '' },
      { list_id: 'l1', limit: 26, offset: 0 },
    ],
    [
      { list_id: 'l1', limit: 200, offset: 0 },
      { list_id: 'l1', limit: 200, offset: 0 },
    ],
  ])('reads %j as %j', (input, expected) => {
    expect(listItemsInputSchema.parse(input)).toEqual(expected);
  });

  it.each([
    { list_id: '' },
    { list_id: 'l'.repeat(65) },
    { list_id: 'l1', limit: 0 },
    { list_id: 'l1', limit: 201 },
    { list_id: 'l1', limit: 'many' },
    { list_id: 'l1', offset: -1 },
    { list_id: 'l1', offset: 1.5 },
  ])('refuses %j', (input) => {
    expect(listItemsInputSchema.safeParse(input).success).toBe(false);
  });

  it('says the list was not found when list_id is missing or not text', () => {
    expect(firstMessage(listItemsInputSchema.safeParse({}))).toBe(listMessages.notFound);
    expect(firstMessage(listItemsInputSchema.safeParse({ list_id: 5 }))).toBe(listMessages.notFound);
  });
});

describe('removeListItemsInputSchema', () => {
  it('takes the eisbns as a JSON string, as the spec sends them, or as an array', () => {
    const fromJson = removeListItemsInputSchema.parse({ list_id: 'l1', eisbns: '["9780439023481"]' });
    const fromArray = removeListItemsInputSchema.parse({ list_id: 'l1', eisbns: ['9780439023481'] });

    expect(fromJson.eisbns).toEqual(['9780439023481']);
    expect(fromArray.eisbns).toEqual(['9780439023481']);
  });

  it.each([
    ['no eisbns', {}, listMessages.eisbnsRequired],
    ['an empty list', { eisbns: '[]' }, listMessages.eisbnsRequired],
    ['JSON that is not a list', { eisbns: '{"a":1}' }, listMessages.eisbnsRequired],
    ['text that is not JSON', { eisbns: 'hunger' }, listMessages.eisbnsRequired],
    ['more than 1000', { eisbns: Array(1001).fill('9780439023481') }, listMessages.tooManyTitles(1000)],
  ])('refuses %s with a clear message', (_case, input, message) => {
    expect(firstMessage(removeListItemsInputSchema.safeParse({ list_id: 'l1', ...input }))).toBe(message);
  });
});

describe('the favourites list by default', () => {
  it('lets cart/copyCartToList and titlelist/addItemToList leave list_id out or empty', () => {
    expect(copyCartToListInputSchema.parse({})).toEqual({});
    expect(copyCartToListInputSchema.parse({ list_id: ' ' })).toEqual({ list_id: '' });
    expect(addListItemInputSchema.parse({ eisbn: '9780439023481' })).toEqual({ eisbn: '9780439023481' });
  });

  it('refuses an eisbn that is not an ISBN', () => {
    expect(addListItemInputSchema.safeParse({ eisbn: 'hunger' }).success).toBe(false);
  });
});
