import { browseUrlInputSchema, catalogMessages, failureSchema, searchResponseSchema } from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../plugins/action-body.ts';
import { viewerFor } from '../catalog/viewer.ts';
import type { LookupService } from './service.ts';

/** A file field as plugins/body-parsers.ts delivers it (at most 50 MB; larger bodies never get here). */
const uploadedFileSchema = z.object(
  { filename: z.string().max(500), mimetype: z.string(), data: z.instanceof(Buffer) },
  { error: catalogMessages.fileTypeRefused },
);

const failures = { 400: failureSchema, 413: failureSchema, 415: failureSchema, 422: failureSchema };

export function lookupActions(lookup: LookupService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/browse/url',
      { schema: { body: actionBody(browseUrlInputSchema), response: { 200: searchResponseSchema, ...failures } } },
      async (request) =>
        lookup.searchUrl({
          viewer: viewerFor(request.store, request.session),
          url: request.body.url,
          allowlist: request.store.settings.url_search_allowlist,
          onFailure: (error) => request.log.info({ err: error, url: request.body.url }, 'browse/url refused or failed'),
        }),
    );

    app.post(
      '/browse/file',
      {
        schema: {
          body: actionBody(z.object({ file: uploadedFileSchema })),
          response: { 200: searchResponseSchema, ...failures },
        },
      },
      async (request) =>
        lookup.searchFile({
          viewer: viewerFor(request.store, request.session),
          file: request.body.file,
          onFailure: (error) => request.log.info({ err: error }, 'browse/file could not read the file'),
        }),
    );
  };
}
