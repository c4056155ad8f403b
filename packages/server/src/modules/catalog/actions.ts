import {
  type SearchResponse,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { actionBody } from '../../plugins/action-body.ts';
import { toFieldMessages } from '../../plugins/validator.ts';
import { malformedFilterCode } from './browse-filters.ts';
import type { BrowseService } from './browse-service.ts';
import type { RelatedService } from './related-service.ts';
import { toEisbn, type TitleService } from './title-service.ts';
import { viewerFor } from './viewer.ts';

const errors = { 400: failureSchema, 404: failureSchema };

/**
 * browse/get's answer as JSON, written without checking it against its schema again: its rows are
 * built field by field by the mapper, and the filter options of a cached result (30 KB, the larger
 * half) are written once per result, not once per request. Checking and writing both took a
 * quarter of a cached answer's time. A test checks the answer against the contract.
 */
function searchResponseJson(response: SearchResponse, filterInfoJson: WeakMap<object, string>): string {
  let filterInfo = filterInfoJson.get(response.filter_info);
  if (filterInfo === undefined) {
    filterInfo = JSON.stringify(response.filter_info);
    filterInfoJson.set(response.filter_info, filterInfo);
  }
  return `{"rows":${JSON.stringify(response.rows)},"row_count":${response.row_count},"max_offset":${response.max_offset},"filter_info":${filterInfo}}`;
}

/** The common fields checked, everything else kept for the action to read itself. */
const looseActionBody = z.preprocess((value) => value ?? {}, commonFieldsSchema.loose());

export function catalogActions(services: {
  browse: BrowseService;
  titles: TitleService;
  related: RelatedService;
}): FastifyPluginAsyncZod {
  const { browse, titles, related } = services;
  const filterInfoJson = new WeakMap<object, string>();
  return async (app) => {
    // The filter is read here rather than by the route schema, so a malformed one is answered
    // with the browse page's own sentence (and a message per filter field), never a 500.
    app.post(
      '/browse/get',
      // The answer (searchResponseSchema) is sent as JSON text, written by searchResponseJson.
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
        const response = await browse.browse(viewerFor(request.store, request.session), parsed.data);
        // A string with a JSON content type is sent as it is.
        return reply.type('application/json; charset=utf-8').send(searchResponseJson(response, filterInfoJson));
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
