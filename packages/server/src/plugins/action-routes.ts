import {
  actionTable,
  commonErrorCodes,
  commonFieldsSchema,
  commonMessages,
  consoleErrorCodes,
  consoleMessages,
  failureCodesOf,
  type ActionBody,
  type ActionDefinition,
  type ActionName,
  type ActionResult,
  type ActionTable,
} from '@bookfront/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, ForbiddenError, UnauthorizedError } from '../lib/errors.ts';
import { actionBody } from './action-body.ts';

/** A download reads its payload from the query string; every other action from the body. */
export type ActionRequest<Name extends ActionName> = ActionTable[Name] extends { download: string }
  ? FastifyRequest<{ Querystring: ActionBody<Name> }>
  : FastifyRequest<{ Body: ActionBody<Name> }>;

/**
 * An action's handler: it answers the action's output, or the reply itself when it has sent the
 * answer on its own (a file, or JSON text built ahead).
 */
export type ActionHandler<Name extends ActionName> = (
  request: ActionRequest<Name>,
  reply: FastifyReply,
) => Promise<ActionResult<Name> | FastifyReply>;

/** A handler with what only the server knows about its route. */
export type ActionRoute<Name extends ActionName> =
  | ActionHandler<Name>
  | {
      handle: ActionHandler<Name>;
      /** Route options read by the plugins (store resolution, session lookup, the site gate). */
      config?: Pick<FastifyContextConfig, 'storeFromWebstoreName' | 'skipSession' | 'allowNotApproved'>;
      /** The handler sends JSON text it built and checked itself; no serializer runs. */
      sendsOwnJson?: true;
      /** The handler parses the payload itself, to answer a malformed one in its own words. */
      parsesOwnInput?: true;
    };

/** One route per action of the contract's table: a missing handler is a type error in app.ts. */
export type ActionHandlers = { [Name in ActionName]: ActionRoute<Name> };

/** A module's share of the handlers, checked against the table where it is written. */
export type ModuleActionHandlers = Partial<ActionHandlers>;

/** The common fields checked, everything else left for the handler to parse. */
const looseBody = z.preprocess((value) => value ?? {}, commonFieldsSchema.loose());

function bodySchemaOf(definition: ActionDefinition, parsesOwnInput: boolean) {
  if (parsesOwnInput) return looseBody;
  return actionBody(definition.input, { strict: definition.strictInput === true });
}

/**
 * Registers every action of the contract's table under the current prefix (/api). The table
 * decides the body schema, the answer's schema and who may call; `handlers` only do the work.
 * With `checkFailureCodes`, a failure whose code the table does not name for the action becomes
 * a 500, so the API tests keep the table's list of failures true.
 */
export function registerActions(
  api: FastifyInstance,
  handlers: ActionHandlers,
  options: { checkFailureCodes?: boolean } = {},
): void {
  const routes: Record<string, ActionRoute<ActionName> | undefined> = handlers;
  const definitions: Record<string, ActionDefinition> = actionTable;
  for (const [name, definition] of Object.entries(definitions)) {
    const route = routes[name];
    if (!route) throw new Error(`no handler for the action ${name}`);
    const { handle, config, sendsOwnJson, parsesOwnInput } = typeof route === 'function' ? { handle: route } : route;
    const declaredCodes = new Set(failureCodesOf(definition));
    const isCustomerOnly = definition.access === 'customer';
    const isStaffOnly = definition.access === 'staff';
    const staffRoles: readonly string[] = definition.staffRoles ?? [];

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCustomerOnly && !request.session?.userId) {
        throw new UnauthorizedError(
          commonErrorCodes.loginRequired,
          definition.loginMessage ?? commonMessages.loginRequired,
        );
      }
      // docs/features/store-console.md#roles: the console's own login, then the action's roles.
      if (isStaffOnly) {
        if (!request.staff) throw new UnauthorizedError(consoleErrorCodes.loginRequired, consoleMessages.loginRequired);
        if (!staffRoles.includes(request.staff.role)) {
          throw new ForbiddenError(consoleErrorCodes.forbidden, consoleMessages.forbidden);
        }
      }
      try {
        // The route's schema has parsed the payload into the shape ActionRequest names.
        return await (handle as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>)(request, reply);
      } catch (error) {
        if (options.checkFailureCodes && error instanceof AppError && !declaredCodes.has(error.code)) {
          throw new Error(`${name} answered ${error.code}, which its entry in the action table does not name`, {
            cause: error,
          });
        }
        throw error;
      }
    };
    const routeConfig = {
      ...config,
      isAction: true,
      ...(definition.upload ? { takesUpload: true } : {}),
      ...(definition.access === 'private-site-open' ? { allowOnPrivateSite: true } : {}),
      // Staff reach the console of a private site; the gate is for shoppers.
      ...(isStaffOnly ? { allowOnPrivateSite: true, readsStaffSession: true } : {}),
    };
    const response = sendsOwnJson ? undefined : { 200: definition.output };
    for (const url of [name, ...(definition.aliases ?? [])]) {
      if (definition.download) {
        api.get(`/${url}`, { config: routeConfig, schema: { querystring: definition.input } }, handler);
      } else {
        api.post(
          `/${url}`,
          { config: routeConfig, schema: { body: bodySchemaOf(definition, parsesOwnInput === true), response } },
          handler,
        );
      }
    }
  }
}
