import { describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { takeFirstAnswer } from './first-answers.ts';

const answerSchema = z.object({ rows: z.array(z.string()) });
const browseGet = { name: 'browse/get', output: answerSchema };
const sessionGet = { name: 'session/get', output: answerSchema };

function embed(entries: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'bf-first-answers';
  element.textContent = typeof entries === 'string' ? entries : JSON.stringify(entries);
  document.body.append(element);
  onTestFinished(() => element.remove());
}

describe('takeFirstAnswer', () => {
  it('gives the answer embedded for the same action and payload, whatever the order of its fields', () => {
    embed([{ action: 'browse/get', payload: { t: 'war', k: 'keyword' }, answer: { rows: ['a'] } }]);

    expect(takeFirstAnswer(browseGet, { k: 'keyword', t: 'war' })).toEqual({ rows: ['a'] });
  });

  it('gives an answer once, so a later query asks the server', () => {
    embed([{ action: 'session/get', payload: {}, answer: { rows: [] } }]);

    takeFirstAnswer(sessionGet, {});

    expect(takeFirstAnswer(sessionGet, {})).toBeUndefined();
  });

  it('gives nothing for another payload', () => {
    embed([{ action: 'browse/get', payload: { t: 'war' }, answer: { rows: ['a'] } }]);

    expect(takeFirstAnswer(browseGet, { t: 'peace' })).toBeUndefined();
  });

  it('gives nothing for an answer that does not match the contract', () => {
    embed([{ action: 'browse/get', payload: {}, answer: { rows: 'a' } }]);

    expect(takeFirstAnswer(browseGet, {})).toBeUndefined();
  });

  it('gives nothing without the element or with an element that is not JSON', () => {
    expect(takeFirstAnswer(sessionGet, {})).toBeUndefined();

    embed('{not json');

    expect(takeFirstAnswer(sessionGet, {})).toBeUndefined();
  });
});
