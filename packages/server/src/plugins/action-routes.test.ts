import { catalogErrorCodes, catalogMessages, commonErrorCodes, listMessages } from '@bookfront/contract';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '../lib/errors.ts';
import { registerActions, type ActionHandlers } from './action-routes.ts';
import { registerErrorHandler } from './error-handler.ts';
import { validatorCompiler } from './validator.ts';

/** Every action answers ITEM_NOT_FOUND: what the table declares decides how the answer leaves. */
const notFoundEverywhere = new Proxy(
  {},
  {
    get: () => async () => {
      throw new NotFoundError(catalogErrorCodes.itemNotFound, catalogMessages.itemNotFound);
    },
  },
) as ActionHandlers;

async function appWith(options: { checkFailureCodes: boolean }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('session', null);
  // As plugins/body-parsers.ts marks every body it has read.
  app.decorateRequest('bodyWasRead', true);
  registerActions(app, notFoundEverywhere, options);
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload });

describe('registerActions', () => {
  it('answers a failure code the action table names for the action', async () => {
    const app = await appWith({ checkFailureCodes: true });

    const response = await post(app, '/title/getItem', { eisbn: '9780316769488' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: catalogErrorCodes.itemNotFound });
  });

  it('turns a failure code the table does not name into a 500 when checking, and lets it through otherwise', async () => {
    const checking = await appWith({ checkFailureCodes: true });
    const serving = await appWith({ checkFailureCodes: false });

    const checked = await post(checking, '/title/getSeriesItems', { series: 'Discworld' });
    const served = await post(serving, '/title/getSeriesItems', { series: 'Discworld' });

    expect(checked.statusCode).toBe(500);
    expect(served.statusCode).toBe(404);
  });

  it("refuses a guest a customer's action with the entry's login message, before the handler runs", async () => {
    const app = await appWith({ checkFailureCodes: true });

    const response = await post(app, '/titlelist/delete', { list_id: 'favourites' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: listMessages.loginRequired, code: commonErrorCodes.loginRequired });
  });

  it('answers a misspelt alias as the action itself', async () => {
    const app = await appWith({ checkFailureCodes: false });

    const response = await post(app, '/sesson/get', {});

    expect(response.statusCode).toBe(404);
  });
});
