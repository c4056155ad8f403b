import { asBuffer } from '../../lib/uploaded-file.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { LookupService } from './service.ts';

/** browse/url and browse/file: the titles a web page or a file lists (docs/api/README.md). */
export function lookupHandlers(lookup: LookupService) {
  return {
    'browse/url': async (request) =>
      lookup.searchUrl({
        viewer: request.viewer,
        url: request.body.url,
        allowlist: request.store.settings.url_search_allowlist,
        onFailure: (error) => request.log.info({ err: error, url: request.body.url }, 'browse/url refused or failed'),
      }),
    'browse/file': async (request) =>
      lookup.searchFile({
        viewer: request.viewer,
        file: { filename: request.body.file.filename, data: asBuffer(request.body.file.data) },
        onFailure: (error) => request.log.info({ err: error }, 'browse/file could not read the file'),
      }),
  } satisfies ModuleActionHandlers;
}
