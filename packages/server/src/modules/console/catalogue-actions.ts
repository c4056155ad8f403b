import { asBuffer } from '../../lib/uploaded-file.ts';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { ConsoleImportService } from '../catalog/console-import-service.ts';
import type { ConsoleTitleService } from '../catalog/console-title-service.ts';
import { staffOf } from './actions.ts';

/** The console's Catalogue and stock actions (docs/features/store-console.md#catalogue-and-stock). */
export function consoleCatalogueHandlers({
  imports,
  titles,
}: {
  imports: ConsoleImportService;
  titles: ConsoleTitleService;
}) {
  return {
    'console/catalogue/import': async (request) => ({
      import_id: await imports.importTitles(staffOf(request), {
        fileName: request.body.file.filename,
        data: asBuffer(request.body.file.data),
      }),
    }),
    'console/catalogue/importStock': async (request) => ({
      import_id: await imports.importStock(staffOf(request), {
        fileName: request.body.file.filename,
        data: asBuffer(request.body.file.data),
        locationId: request.body.location_id,
      }),
    }),
    'console/catalogue/importProgress': async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return imports.progress(request.store.id, request.body.import_id);
    },
    'console/catalogue/locations': async (request) => ({
      locations: request.store.locations.map((location) => ({ location_id: location.id, name: location.name })),
    }),
    'console/catalogue/search': async (request) => titles.search(request.store.id, request.body.q),
    'console/catalogue/get': async (request) => titles.get(request.store, request.body.eisbn),
    'console/catalogue/saveStock': async (request) => titles.saveStock(request.store, staffOf(request), request.body),
    'console/catalogue/setHidden': async (request) => titles.setHidden(request.store, staffOf(request), request.body),
    'console/catalogue/storeSubjects': async (request) => titles.storeSubjects(request.store.id),
    'console/catalogue/addStoreSubject': async (request) =>
      titles.addStoreSubject(request.store, staffOf(request), request.body),
    'console/catalogue/removeStoreSubject': async (request) =>
      titles.removeStoreSubject(request.store, staffOf(request), request.body),
    'console/catalogue/uploadCover': async (request) =>
      titles.uploadCover(request.store, staffOf(request), {
        eisbn: request.body.eisbn,
        data: asBuffer(request.body.file.data),
      }),
  } satisfies ModuleActionHandlers;
}
