import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { actionErrorsServerOnly } from './scripts/action-errors-server-only.ts';
import { actionSchemasServerOnly } from './scripts/action-schemas-server-only.ts';
import { pagePreloads } from './scripts/page-preloads.ts';
import { reactRouterUnusedParts } from './scripts/react-router-unused-parts.ts';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.ts';

/** A code-splitting group's test: the modules whose path matches any of `patterns`. */
const anyOf =
  (...patterns: RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));

/** Tabler icons by name. */
const icons = (...names: string[]) =>
  new RegExp(`[\\\\/]@tabler[\\\\/]icons-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](?:${names.join('|')})\\.mjs$`);

/** Mantine parts that the home, browse and item pages all draw on first paint. */
const firstPaintMantine =
  /[\\/]node_modules[\\/]@mantine[\\/](?:core[\\/]esm[\\/](?:components[\\/](?:ActionIcon|Alert|Badge|CloseButton|Group|Input|InputBase|TextInput)[\\/]|core[\\/](?:DirectionProvider|utils[\\/]create-safe-context|styles-api[\\/]use-resolved-styles-api|MantineProvider[\\/]color-functions[\\/]get-auto-contrast-value)[\\/])|hooks[\\/]esm[\\/](?:use-id|use-uncontrolled)[\\/])/;

/** A title's cover (entities/title/title-cover.tsx), its addresses and its styles. */
const titleCover =
  /[\\/](?:web[\\/]src[\\/]entities[\\/]title[\\/](?:title-cover\.tsx|title-cover\.module\.css|cover-urls\.ts)|contract[\\/]src[\\/]catalog[\\/]covers\.ts)$/;

/**
 * What the home, browse and item pages all load besides the start-up chunk: the Mantine parts
 * above, the cover, the favourites' spelling and the icons more than one of them draws. Left to
 * themselves these would be a dozen chunks of a few hundred bytes, each with its own request and
 * import lines, and each compressed apart from the rest.
 */
const firstPages = anyOf(
  firstPaintMantine,
  titleCover,
  /[\\/]contract[\\/]src[\\/]common[\\/]spelling\.ts$/,
  icons('IconCalendarEvent', 'IconChevronLeft', 'IconChevronRight', 'IconGift'),
);

/**
 * A title's parts that the browse and item pages draw: price, availability, rank, the cart
 * control, the Favourite and Lists buttons, and the catalogue's action names and browse links.
 */
const titleParts = anyOf(
  /[\\/]src[\\/](?:entities[\\/]title[\\/](?:availability-message|price-tag|rank-badge)\.tsx|entities[\\/]title[\\/](?:purchase-state|use-title-availability)\.ts|entities[\\/]cart[\\/](?:add-to-cart-control\.tsx|cart\.ts)|components[\\/]ui[\\/]quantity-input\.tsx|lib[\\/](?:format-date|format-price|document-title)\.ts)$/,
  /[\\/]web[\\/]src[\\/]entities[\\/]title-list[\\/]list-controls\.tsx$/,
  /[\\/]contract[\\/]src[\\/](?:lists[\\/]control-messages|catalog[\\/]browse-paths|catalog[\\/]actions)\.ts$/,
  icons('IconChevronDown', 'IconHeart'),
);

/** Mantine's keyboard and re-render helpers, which its Tabs (the item page), menus and toasts share. */
const mantineHelpers =
  /[\\/]node_modules[\\/]@mantine[\\/](?:core[\\/]esm[\\/]core[\\/]utils[\\/](?:create-scoped-keydown-handler|find-element-ancestor)|hooks[\\/]esm[\\/]use-force-update)[\\/]/;

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
    reactRouterUnusedParts(),
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
            // Files named by their hash alone: each page's chunks name the files they load, and the
            // start-up chunk lists every lazy chunk's files, so the readable names cost about
            // 1.5 KB (gzip) on every page (docs/decisions/0072-item-page-weight.md).
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: {
              groups: [
                // Everything the entry imports statically is fetched at start-up anyway: one chunk.
                { name: 'index', tags: ['$initial'] },
                { name: 'first-paint', test: firstPages },
                // Not with the first paint: the home page's sliders draw covers and nothing else of a title's parts.
                { name: 'title-parts', test: titleParts },
                { name: 'mantine-helpers', test: mantineHelpers },
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
