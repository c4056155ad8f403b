import { hashKey } from '@tanstack/react-query';
import type { ActionDefinition } from '@bookfront/contract';
import type { z } from 'zod';
import { checkAnswer } from './answer-check.ts';
import { readEmbeddedJson, type EmbeddedJson } from './embedded-json.ts';

/** The element the server embeds the page's first answers in (packages/server/src/plugins/first-answers.ts). */
const elementId = 'bf-first-answers';

type Entry = { action: string; payload: unknown; answer: unknown };

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && 'action' in value && 'payload' in value && 'answer' in value;

/** The entries not taken yet, per element, so each answer serves the first query that asks for it. */
const unread = new WeakMap<object, Entry[]>();

function entriesOf(element: EmbeddedJson): Entry[] {
  let entries = unread.get(element.owner);
  if (!entries) {
    try {
      const parsed: unknown = JSON.parse(element.text || '[]');
      entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      entries = [];
    }
    unread.set(element.owner, entries);
  }
  return entries;
}

/**
 * The answer the server embedded in the page for `definition`'s action with `payload`
 * (docs/decisions/0018-first-answers-in-the-page.md), checked like any answer (checkAnswer). It is
 * taken once: a later query for the same call (after the cache let it go) asks the server. Undefined
 * when the page carries no such answer (the dev server, another payload), so the caller asks.
 */
export function takeFirstAnswer<Definition extends Pick<ActionDefinition, 'name' | 'output'>>(
  definition: Definition,
  payload: object,
): z.output<Definition['output']> | undefined {
  const action = definition.name;
  const element = readEmbeddedJson(elementId);
  if (!element) return undefined;
  const entries = entriesOf(element);
  const wanted = hashKey([payload]);
  const index = entries.findIndex((entry) => entry.action === action && hashKey([entry.payload]) === wanted);
  if (index < 0) return undefined;
  const [entry] = entries.splice(index, 1);
  const checked = checkAnswer(definition, entry?.answer);
  return checked.success ? checked.data : undefined;
}
