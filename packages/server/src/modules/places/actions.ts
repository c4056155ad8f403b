import {
  countryListSchema,
  provinceGetInputSchema,
  provinceGetResultSchema,
  provinceListInputSchema,
  provinceListSchema,
} from '@bookfront/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionBody } from '../../plugins/action-body.ts';
import type { PlacesService } from './service.ts';

const emptyPayload = z.object({});

/** The lists are public: account creation needs them, and it must work on a private site too. */
export function placesActions(places: PlacesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/country/getList',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(emptyPayload), response: { 200: countryListSchema } },
      },
      async () => ({ countries: [...places.countryNames()] }),
    );

    app.post(
      '/province/getList',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(provinceListInputSchema), response: { 200: provinceListSchema } },
      },
      async (request) => ({ provinces: [...places.provincesOf(request.body.country)] }),
    );

    app.post(
      '/province/get',
      {
        config: { allowOnPrivateSite: true },
        schema: { body: actionBody(provinceGetInputSchema), response: { 200: provinceGetResultSchema } },
      },
      async (request) => ({ province: places.findProvince(request.body.country, request.body.province) }),
    );
  };
}
