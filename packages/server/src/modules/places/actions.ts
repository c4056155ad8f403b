import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import type { PlacesService } from './service.ts';

/** The country and province lists; open on a private site, since sign-up needs them (docs/api/README.md). */
export function placesHandlers(places: PlacesService) {
  return {
    'country/getList': async () => ({ countries: [...places.countryNames()] }),
    'province/getList': async (request) => ({ provinces: [...places.provincesOf(request.body.country)] }),
    'province/get': async (request) => ({
      province: places.findProvince(request.body.country, request.body.province),
    }),
  } satisfies ModuleActionHandlers;
}
