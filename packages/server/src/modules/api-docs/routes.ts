import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './openapi.ts';

/** GET /api/openapi.json: the same for every store, so it sits outside the store-resolving /api actions. */
export function registerApiDocsRoute(app: FastifyInstance): void {
  let json: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    json ??= JSON.stringify(openApiDocument());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=3600').send(json);
  });
}
