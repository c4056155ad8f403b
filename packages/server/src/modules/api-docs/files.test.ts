import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocsFiles } from './files.ts';

describe('docs/api', () => {
  it.each(Object.entries(apiDocsFiles()))('%s is what the action table gives (npm run docs:api)', (file, content) => {
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });
});
