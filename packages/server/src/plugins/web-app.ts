import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { commonErrorCodes, commonMessages } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type WebAppOptions = { webDistDir: string; dataDir: string };

const robotsTxt = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  'Disallow: /checkout',
  'Disallow: /account',
  '',
].join('\n');

const buildHint =
  'The storefront has not been built yet. Run `npm run build` (or `npm start`, which builds first), then reload.\n';

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0] ?? request.url;

/**
 * Serves the built SPA, uploaded files and robots.txt, and answers every other GET with
 * index.html: the SPA routes on the client and renders its own 404 (ARCHITECTURE.md §3).
 * Unknown /api paths get the JSON failure body instead.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const indexFile = path.join(options.webDistDir, 'index.html');

  await app.register(fastifyStatic, {
    root: options.webDistDir,
    prefix: '/',
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite puts a content hash in every asset name, so an asset never changes under its URL.
      if (filePath.startsWith(path.join(options.webDistDir, 'assets') + path.sep)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        response.header('cache-control', 'no-cache');
      }
    },
  });
  await app.register(fastifyStatic, {
    root: path.join(options.dataDir, 'files'),
    prefix: '/files/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (response) => response.header('cache-control', 'public, max-age=3600'),
  });

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt));

  const sendIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(indexFile)) return reply.code(503).type('text/plain; charset=utf-8').send(buildHint);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.webDistDir);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = pathOf(request);
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      if (request.method !== 'POST' && app.hasRoute({ method: 'POST', url: urlPath })) {
        return reply
          .code(405)
          .header('allow', 'POST')
          .send({ error: commonMessages.methodNotAllowed, code: commonErrorCodes.methodNotAllowed });
      }
      return reply.code(404).send({ error: commonMessages.unknownAction, code: commonErrorCodes.unknownAction });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && !urlPath.startsWith('/files/') && !urlPath.startsWith('/assets/')) return sendIndex(reply);
    return reply.code(404).send({ error: commonMessages.notFound, code: commonErrorCodes.notFound });
  });
}
