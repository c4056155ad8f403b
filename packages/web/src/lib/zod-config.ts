import { config } from 'zod';

// The Content-Security-Policy has no 'unsafe-eval', so zod cannot compile its parsers with
// `new Function`; without this it still tries once, and the browser reports a CSP violation.
config({ jitless: true });
