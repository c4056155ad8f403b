import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

const definition = { output: z.object({ count: z.number().default(0) }) };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('checkAnswer', () => {
  it('parses an answer with the output schema in development and tests', async () => {
    const { checkAnswer, checksAnswers } = await import('./answer-check.ts');

    expect(checksAnswers).toBe(true);
    expect(checkAnswer(definition, {})).toEqual({ success: true, data: { count: 0 } });
    expect(checkAnswer(definition, { count: 'x' }).success).toBe(false);
  });

  it('takes the answer as the server sent it in the production build', async () => {
    vi.stubEnv('PROD', true);
    const { checkAnswer, checksAnswers } = await import('./answer-check.ts');

    expect(checksAnswers).toBe(false);
    expect(checkAnswer(definition, { count: 3 })).toEqual({ success: true, data: { count: 3 } });
  });
});
