import { describe, expect, it } from 'vitest';
import type { ActionDefinition } from './define.ts';
import { actionSummaries } from './summaries.ts';
import { actionTable, actionTablesByDomain } from './table.ts';

const domainTables: Record<string, Record<string, ActionDefinition>> = actionTablesByDomain;
const summaries: Record<string, string> = actionSummaries;
const actionNames = Object.values(domainTables).flatMap((table) => Object.keys(table));

describe('the action table', () => {
  it('names each action in exactly one domain table', () => {
    expect(actionNames.length).toBe(new Set(actionNames).size);
    expect(Object.keys(actionTable).sort()).toEqual([...actionNames].sort());
  });

  it.each(Object.entries(actionTable))(
    '%s has a group/action name, a summary, a login message when it is for customers and roles when for staff',
    (name, definition) => {
      const entry: ActionDefinition = definition;
      // The store console's order actions keep a subgroup: console/orders/list.
      expect(name).toMatch(/^[a-z0-9]+\/([a-z]+\/)?[a-zA-Z]+$/);
      expect(entry.name).toBe(name);
      expect(summaries[name]?.length).toBeGreaterThan(10);
      if (entry.access === 'customer') expect(entry.loginMessage).toBeTruthy();
      if (entry.access === 'staff') expect(entry.staffRoles?.length).toBeGreaterThan(0);
    },
  );
});
