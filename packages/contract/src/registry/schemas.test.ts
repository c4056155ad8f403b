import { describe, expect, it } from 'vitest';
import { registryMessages } from './messages.ts';
import { createRegistryInputSchema, formatRegistryDeadline, updateRegistryInputSchema } from './schemas.ts';

const valid = { title: 'Ada turns 40', occasion: 'Birthday', description: 'Books please.' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('createRegistryInputSchema', () => {
  it.each([
    [{ ...valid, title: '' }, registryMessages.titleRequired],
    [{ ...valid, title: 'x'.repeat(81) }, registryMessages.titleTooLong(80)],
    [{ ...valid, occasion: '' }, registryMessages.occasionRequired],
    [{ ...valid, description: ' ' }, registryMessages.descriptionRequired],
    [{ ...valid, description: 'x'.repeat(2001) }, registryMessages.descriptionTooLong(2000)],
    [{ ...valid, purchase_deadline: '2026-13-01' }, registryMessages.deadlineInvalid],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(createRegistryInputSchema.safeParse(input))).toBe(message);
  });

  it('takes a title of 80 and a description of 2000 characters, and encourages shipping by default', () => {
    const parsed = createRegistryInputSchema.parse({ ...valid, title: 'x'.repeat(80), description: 'y'.repeat(2000) });

    expect(parsed).toMatchObject({ shipping_encouraged: true, store_can_edit: false });
  });

  it('defaults nothing on update, so a field left out keeps its value', () => {
    expect(updateRegistryInputSchema.parse({ gift_registry_id: 'r1', title: 'New' })).toEqual({
      gift_registry_id: 'r1',
      title: 'New',
    });
  });
});

describe('formatRegistryDeadline', () => {
  it.each([
    ['2026-12-01', 'Dec 1st, 2026'],
    ['2026-12-02', 'Dec 2nd, 2026'],
    ['2026-12-03', 'Dec 3rd, 2026'],
    ['2026-12-11', 'Dec 11th, 2026'],
    ['2026-12-22', 'Dec 22nd, 2026'],
    ['', ''],
  ])('writes %s as %s', (day, text) => {
    expect(formatRegistryDeadline(day)).toBe(text);
  });
});
