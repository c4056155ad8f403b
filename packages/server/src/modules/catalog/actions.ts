import { browseGetInputSchema, catalogErrorCodes, catalogMessages } from '@bookfront/contract';
import negotiateEncoding from '@fastify/accept-negotiator';
import { BadRequestError } from '../../lib/errors.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { compressionOptions } from '../../plugins/compression.ts';
import { toFieldMessages } from '../../plugins/validator.ts';
import type { BrowseService } from './browse-service.ts';
import type { RelatedService } from './related-service.ts';
import { toEisbn } from '../../lib/identifiers.ts';
import type { TitleService } from './title-service.ts';

/** browse/get and the item page's title/* actions (docs/api/README.md). */
export function catalogHandlers(services: { browse: BrowseService; titles: TitleService; related: RelatedService }) {
  const { browse, titles, related } = services;
  return {
    // The filter is read here rather than by the route schema, so a malformed one is answered
    // with the browse page's own sentence (and a message per filter field), never a 500.
    'browse/get': {
      parsesOwnInput: true,
      sendsOwnJson: true,
      handle: async (request, reply) => {
        const parsed = browseGetInputSchema.safeParse(request.body);
        if (!parsed.success) {
          throw new BadRequestError(
            catalogErrorCodes.malformedFilter,
            catalogMessages.malformedFilter,
            toFieldMessages(parsed.error.issues),
          );
        }
        const answer = await browse.browseAnswer(request.viewer, parsed.data);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        // Compressed here, once per cached answer; the compression plugin leaves an encoded body alone.
        const encoding = negotiateEncoding(request.headers['accept-encoding'] ?? '', compressionOptions.encodings);
        if (encoding) return reply.header('content-encoding', encoding).send(answer.encode(encoding));
        return reply.send(answer.body);
      },
    },
    'title/getItem': async (request) => titles.getItem(request.viewer, toEisbn(request.body.eisbn)),
    'title/getProductCode': async (request) => titles.getProductCode(toEisbn(request.body.eisbn)),
    'title/getRelatedItems': async (request) => related.getRelatedItems(request.viewer, toEisbn(request.body.eisbn)),
    'title/getBindingItems': async (request) => related.getBindingItems(request.viewer, toEisbn(request.body.eisbn)),
    'title/getSeriesItems': async (request) => related.getSeriesItems(request.viewer, request.body.series),
    'title/getAuthorItems': async (request) => related.getAuthorItems(request.viewer, request.body.author),
  } satisfies ModuleActionHandlers;
}
