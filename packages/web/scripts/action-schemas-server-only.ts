import type { Plugin } from 'vite';
import { actionModule } from './action-errors-server-only.ts';

/** `input: someSchema,` or `output: someSchema,` inside a defineAction({ … }) call. */
const schemaField = /^\s*(?:input|output): [^\n]*,\n/gm;

const contractModule = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Where each call a module makes as it loads starts, outside the functions it defines. */
function callsAtLoad(node: Node, starts: Set<number>) {
  if (/Function/.test(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callsAtLoad(child, starts);
  }
}

type Parse = (code: string, options: { lang: 'ts' }) => { body: unknown };

/**
 * The action module without the imports its schemas needed: a module a page imports, even for
 * nothing, puts the modules it imports in the same chunk.
 */
function withoutUnusedImports(code: string, parse: Parse): string {
  let kept = code;
  const imports = (parse(code, { lang: 'ts' }).body as Node[]).filter((node) => node.type === 'ImportDeclaration');
  for (const declaration of imports.reverse()) {
    const rest = code.slice(0, declaration.start) + code.slice(declaration.end);
    const names = (declaration.specifiers as Node[]).map((specifier) => (specifier.local as { name: string }).name);
    const used = names.filter((name) => new RegExp(`\\b${name}\\b`).test(rest));
    if (used.length === names.length) continue;
    const source = code.slice((declaration.source as Node).start, (declaration.source as Node).end);
    const replacement = used.length === 0 ? '' : `import { ${used.join(', ')} } from ${source};`;
    kept = kept.slice(0, declaration.start) + replacement + kept.slice(declaration.end);
  }
  return kept;
}

/**
 * Builds the web app's production bundle with each action's input and output schemas left out, and
 * the contract's schemas free to be dropped: the browser never checks a payload against an action's
 * input schema (its forms have their own), and the production build trusts the answers the server
 * checked as it sent them (src/lib/answer-check.ts). A contract module builds its schemas with zod
 * calls as it loads, which a bundler keeps unless told they are free of side effects, so the calls
 * in its top-level declarations are marked pure: a page that takes a message or a helper from the
 * module leaves its unused schemas, and zod, out. See docs/decisions/0059-first-pages-without-zod.md.
 */
export function actionSchemasServerOnly(): Plugin {
  return {
    name: 'bookfront:action-schemas-server-only',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!contractModule.test(id)) return null;
      const code = actionModule.test(id) ? withoutUnusedImports(source.replace(schemaField, ''), this.parse) : source;
      const starts = new Set<number>();
      for (const statement of this.parse(code, { lang: 'ts' }).body as unknown as Node[]) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (isNode(declaration) && declaration.type === 'VariableDeclaration') callsAtLoad(declaration, starts);
      }
      let marked = code;
      for (const start of [...starts].sort((a, b) => b - a)) {
        marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
      }
      return { code: marked, map: null };
    },
  };
}
