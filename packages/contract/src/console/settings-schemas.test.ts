import { describe, expect, it } from 'vitest';
import { consoleSettingsFixture } from './settings-fixtures.ts';
import { consoleSwitchGroups, consoleSwitchLabels } from './settings-messages.ts';
import { consoleSwitchesSchema, consoleThemeSchema } from './settings-schemas.ts';

describe('the console’s feature switches', () => {
  it('explains and labels every switch the schema takes, each once', () => {
    const explained = consoleSwitchGroups.flatMap((group) => Object.keys(group.switches));

    expect([...explained].sort()).toEqual(Object.keys(consoleSwitchesSchema.shape).sort());
    expect(Object.keys(consoleSwitchLabels).sort()).toEqual(Object.keys(consoleSwitchesSchema.shape).sort());
  });
});

describe('the console’s theme', () => {
  it.each([
    ['#8a1c1c', true],
    ['#8A1C1C', true],
    ['#8a1c1', false],
    ['red', false],
  ])('takes %s as a colour: %s', (colour, isTaken) => {
    const theme = {
      ...consoleSettingsFixture.theme,
      primary_color: colour,
      logo_url: '/files/stores/main/theme/logo.png',
    };

    expect(consoleThemeSchema.safeParse(theme).success).toBe(isTaken);
  });
});
