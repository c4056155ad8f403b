// The entry of the reader worker (read-worker.ts). The server's TypeScript runs through tsx, and
// Node 20 does not give workers the main thread's `--import tsx`, so the worker registers tsx
// itself: its CommonJS loader, which works in this thread (the ESM one starts a loader thread more).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS entry */
require('tsx/cjs/api').register();
require('./read-worker.ts');
