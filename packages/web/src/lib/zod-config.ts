// The Content-Security-Policy has no 'unsafe-eval', so zod cannot compile its parsers with
// `new Function`; without `jitless` it still tries once, and the browser reports a CSP violation.
// zod reads its settings from `globalThis.__zod_globalConfig` (zod/v4/core/core.js), which lets this
// module set them before zod loads, without bringing zod into the start-up chunk: only the pages
// that parse with zod load it (docs/decisions/0059-first-pages-without-zod.md).
// Changed in place: a zod already loaded (the dev server, tests) holds on to the same object.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
