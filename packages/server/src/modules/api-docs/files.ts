import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiReferenceMarkdown } from './api-reference.ts';
import { openApiDocument } from './openapi.ts';

const docsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/api');

/** The generated API documents by their path in the repository. */
export function apiDocsFiles(): Record<string, string> {
  return {
    [path.join(docsDir, 'openapi.json')]: `${JSON.stringify(openApiDocument(), null, 2)}\n`,
    [path.join(docsDir, 'README.md')]: apiReferenceMarkdown(),
  };
}
