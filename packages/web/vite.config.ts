import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { actionErrorsServerOnly } from './scripts/action-errors-server-only.ts';
import { actionSchemasServerOnly } from './scripts/action-schemas-server-only.ts';
import { pagePreloads } from './scripts/page-preloads.ts';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.ts';

/**
 * Mantine parts that the home, browse and item pages all draw on first paint. They ride in the
 * start-up chunks instead of a dozen sub-kilobyte chunks each page would fetch one by one.
 */
const firstPaintMantine =
  /[\\/]node_modules[\\/]@mantine[\\/](?:core[\\/]esm[\\/](?:components[\\/](?:ActionIcon|Alert|Badge|CloseButton|Group|Input|InputBase|TextInput)[\\/]|core[\\/](?:DirectionProvider|utils[\\/]create-safe-context|styles-api[\\/]use-resolved-styles-api|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)[\\/])|hooks[\\/]esm[\\/](?:use-id|use-uncontrolled)[\\/])/;

/** A title's cover (entities/title/title-cover.tsx), its addresses and its styles. */
const titleCover =
  /[\\/](?:web[\\/]src[\\/]entities[\\/]title[\\/](?:title-cover\.tsx|title-cover\.module\.css|cover-urls\.ts)|contract[\\/]src[\\/]catalog[\\/]covers\.ts)$/;

/**
 * The server's render of the app (src/entry-server.tsx, docs/decisions/0048-server-rendered-first-screen.md):
 * `vite build --ssr` writes it to dist/server, which the server imports and never serves.
 */
const serverBuild = {
  outDir: 'dist/server',
  emptyOutDir: true,
  target: 'node20',
  // One file by design (below), read from disk by the server: its size costs no download.
  chunkSizeWarningLimit: 4096,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    // One file, which the server imports again under a new address after each build: chunks would
    // import their entry under its plain address, a second copy of the app's modules. An .mjs file
    // is a module wherever WEB_DIST_DIR puts it, with or without a package.json saying so.
    output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
  },
};

// The API server serves dist/ for every page GET, so the app is built for the root and the
// store's basename is applied by the router at run time.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/',
  // The server entry carries its packages (React's production build among them), so it runs
  // wherever WEB_DIST_DIR puts it, with no node_modules beside it.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    react(),
    zodWithoutJsonSchema(),
    actionErrorsServerOnly(),
    ...(isSsrBuild ? [] : [pagePreloads(), actionSchemasServerOnly()]),
  ],
  resolve: {
    alias: [
      // react-router's package exports point every bundler at its development build, warnings
      // included (remix-run/react-router#12532); the production build sits beside it.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is fetched at start-up anyway: one chunk.
                { name: 'index', tags: ['$initial'] },
                { name: 'first-paint', test: firstPaintMantine },
                // The cover alone: the home page's sliders draw covers and nothing else of a title's parts.
                { name: 'title-cover', test: titleCover },
                {
                  name: 'title-parts',
                  test: /[\\/]src[\\/](?:entities[\\/]title[\\/](?:availability-message|price-tag|rank-badge)\.tsx|entities[\\/]title[\\/](?:purchase-state|use-title-availability)\.ts|entities[\\/]cart[\\/](?:add-to-cart-control\.tsx|cart\.ts)|components[\\/]ui[\\/]quantity-input\.tsx|lib[\\/](?:format-date|format-price|document-title)\.ts)$/,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
}));
