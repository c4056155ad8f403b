/**
 * Writes docs/api/openapi.json and docs/api/README.md from the contract's action table
 * (`npm run docs:api`); a test fails while the committed files differ from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiDocsFiles } from '../src/modules/api-docs/files.ts';

for (const [file, content] of Object.entries(apiDocsFiles())) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
