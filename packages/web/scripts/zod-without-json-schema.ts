import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's modules that turn schemas into JSON Schema: the server's API documentation needs them, the browser never. */
const jsonSchemaModule = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

const methodFactories = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/**
 * Builds the web app with zod's JSON Schema conversion left out (about 5 KB gzip on every page).
 * zod's classic schemas refer to it from their constructors, so a bundler cannot drop it, but only
 * `toJSONSchema()`, `~standard.jsonSchema` and the derived `minLength`-style getters ever call it.
 * Each export is kept by name and throws if called; the two method factories, which run when
 * `~standard` is read, return such a function. See docs/decisions/0017-web-page-weight.md.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'bookfront:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!jsonSchemaModule.test(id)) return null;
      const source = readFileSync(id, 'utf8');
      const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].flatMap((match) =>
        match[1] ? [match[1]] : [],
      );
      const aliases = [...source.matchAll(/^export \{ \w+ as (\w+), \};?$/gm)].flatMap((match) =>
        match[1] ? [match[1]] : [],
      );
      const lines = [...names, ...aliases].map((name) =>
        methodFactories.has(name) ? `export const ${name} = () => unavailable;` : `export const ${name} = unavailable;`,
      );
      return [
        'function unavailable() {',
        "  throw new Error('zod: JSON Schema conversion is left out of the web build (vite.config.ts)');",
        '}',
        ...lines,
      ].join('\n');
    },
  };
}
