import {
  authorInputSchema,
  browseGetInputSchema,
  catalogMessages,
  commonFieldsSchema,
  eisbnInputSchema,
  failureSchema,
  getItemInputSchema,
  productCodeSchema,
  relatedItemsSchema,
  seriesInputSchema,
  titleDetailSchema,
  titleRowsSchema,
} from '@bookfront/contract';
import negotiateEncoding from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { compressionOptions } from '../../plugins/compression.ts';
import { toFieldMessages } from '../../plugins/validator.ts';
import { malformedFilterCode } from './browse-filters.ts';
import type { BrowseService } from './browse-service.ts';
import type { RelatedService } from './related-service.ts';
import { toEisbn, type TitleService } from './title-service.ts';
import { viewerFor } from './viewer.ts';

const errors = { 400: failureSchema, 404: failureSchema };

/** The common fields checked, everything else kept for the action to read itself. */
const looseActionBody = z.preprocess((value) => value ?? {}, commonFieldsSchema.loose());

export function catalogActions(services: {
  browse: BrowseService;
  titles: TitleService;
  related: RelatedService;
}): FastifyPluginAsyncZod {
  const { browse, titles, related } = services;
  return async (app) => {
    // The filter is read here rather than by the route schema, so a malformed one is answered
    // with the browse page's own sentence (and a message per filter field), never a 500.
    app.post(
      '/browse/get',
      // The answer (searchResponseSchema) is sent as JSON text, written by the browse service.
      { schema: { body: looseActionBody, response: { 200: z.string(), ...errors } } },
      async (request, reply) => {
        const parsed = browseGetInputSchema.safeParse(request.body);
        if (!parsed.success) {
          throw new BadRequestError(
            malformedFilterCode,
            catalogMessages.malformedFilter,
            toFieldMessages(parsed.error.issues),
          );
        }
        const answer = await browse.browseAnswer(viewerFor(request.store, request.session), parsed.data);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        // Compressed here, once per cached answer; the compression plugin leaves an encoded body alone.
        const encoding = negotiateEncoding(request.headers['accept-encoding'] ?? '', compressionOptions.encodings);
        // Bytes, which Fastify sends without the schema's serializer (typed for the JSON text).
        if (encoding) return (reply as FastifyReply).header('content-encoding', encoding).send(answer.encode(encoding));
        // A string with a JSON content type is sent as it is.
        return reply.send(answer.json);
      },
    );

    app.post(
      '/title/getItem',
      { schema: { body: actionBody(getItemInputSchema), response: { 200: titleDetailSchema, ...errors } } },
      async (request) => titles.getItem(viewerFor(request.store, request.session), toEisbn(request.body.eisbn)),
    );

    app.post(
      '/title/getProductCode',
      { schema: { body: actionBody(eisbnInputSchema), response: { 200: productCodeSchema, ...errors } } },
      async (request) => titles.getProductCode(toEisbn(request.body.eisbn)),
    );

    app.post(
      '/title/getRelatedItems',
      { schema: { body: actionBody(eisbnInputSchema), response: { 200: relatedItemsSchema, ...errors } } },
      async (request) =>
        related.getRelatedItems(viewerFor(request.store, request.session), toEisbn(request.body.eisbn)),
    );

    app.post(
      '/title/getBindingItems',
      { schema: { body: actionBody(eisbnInputSchema), response: { 200: titleRowsSchema, ...errors } } },
      async (request) =>
        related.getBindingItems(viewerFor(request.store, request.session), toEisbn(request.body.eisbn)),
    );

    app.post(
      '/title/getSeriesItems',
      { schema: { body: actionBody(seriesInputSchema), response: { 200: titleRowsSchema, ...errors } } },
      async (request) => related.getSeriesItems(viewerFor(request.store, request.session), request.body.series),
    );

    app.post(
      '/title/getAuthorItems',
      { schema: { body: actionBody(authorInputSchema), response: { 200: titleRowsSchema, ...errors } } },
      async (request) => related.getAuthorItems(viewerFor(request.store, request.session), request.body.author),
    );
  };
}
