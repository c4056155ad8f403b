import fs from 'node:fs';
import { commonErrorCodes, commonMessages, coverPathPrefix, parseCoverFileName } from '@bookfront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CoverReply, CoversService } from './service.ts';

const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((value) => value.trim().replace(/^W\//, '') === etag);

/**
 * GET /covers/{eisbn}-{cacheKey}, /covers/{eisbn}.svg and /covers/{eisbn}/interiors/{name} (contract catalog/covers.ts). Downloads
 * are GET URLs outside /api (docs/architecture.md#api-protocol); covers are platform-wide, so no store is needed.
 */
export function registerCoverRoutes(app: FastifyInstance, covers: CoversService): void {
  app.get<{ Params: { file: string } }>(`${coverPathPrefix}:file`, async (request, reply) => {
    const coverRequest = parseCoverFileName(request.params.file);
    return sendCover(request, reply, coverRequest ? await covers.getCover(coverRequest) : null);
  });
  // docs/features/item-page.md#gallery: interior images are served like covers.
  app.get<{ Params: { eisbn: string; name: string } }>(
    `${coverPathPrefix}:eisbn/interiors/:name`,
    async (request, reply) =>
      sendCover(request, reply, await covers.getInterior(request.params.eisbn, request.params.name)),
  );
}

function sendCover(request: FastifyRequest, reply: FastifyReply, cover: CoverReply | null) {
  if (!cover) return reply.code(404).send({ error: commonMessages.notFound, code: commonErrorCodes.notFound });

  // Link previews and the store's other hosts draw covers too.
  reply.header('cross-origin-resource-policy', 'cross-origin');
  reply.header('cache-control', cover.cacheControl).header('etag', cover.etag);
  if (matchesEtag(request.headers['if-none-match'], cover.etag)) return reply.code(304).send();
  if (cover.kind === 'svg') return reply.type('image/svg+xml; charset=utf-8').send(cover.body);
  return reply.type(cover.contentType).header('content-length', cover.bytes).send(fs.createReadStream(cover.filePath));
}
