import { config } from 'zod';
import { describe, expect, it } from 'vitest';
import './zod-config.ts';

describe('zod-config', () => {
  it('makes zod parse without compiling code, which the Content-Security-Policy forbids', () => {
    expect(config().jitless).toBe(true);
  });
});
