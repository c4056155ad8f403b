import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import { staffOf } from './actions.ts';
import type { ConsoleCustomersService } from './customers-service.ts';
import type { ConsoleMailService } from './mail-service.ts';

/** The store console's customers and mail log (docs/features/store-console.md#customers); the action table names their roles. */
export function consoleCustomersHandlers(deps: { customers: ConsoleCustomersService; mail: ConsoleMailService }) {
  const { customers, mail } = deps;
  return {
    'console/customers/search': async (request) => customers.search(request.store.id, request.body),
    'console/customers/get': async (request) => customers.describe(request.store.id, request.body.customer_id),
    'console/customers/lock': async (request) => customers.lock(staffOf(request), request.body.customer_id),
    'console/customers/unlock': async (request) => customers.unlock(staffOf(request), request.body.customer_id),
    'console/customers/resendVerification': async (request) =>
      customers.resendVerification(
        staffOf(request),
        { store: request.store, baseUrl: storeBaseUrl(request) },
        request.body.customer_id,
      ),
    'console/customers/authorizeLink': async (request) =>
      customers.authorizeLink(
        staffOf(request),
        { store: request.store, baseUrl: storeBaseUrl(request) },
        request.body.customer_id,
        request.body.link_id,
      ),
    'console/customers/removeLink': async (request) =>
      customers.removeLink(staffOf(request), request.body.customer_id, request.body.link_id),
    'console/mail/list': async (request) => mail.list(request.store.id, request.body),
    'console/mail/get': async (request) => mail.get(request.store.id, request.body.mail_id),
    'console/mail/resend': async (request) =>
      mail.resend(staffOf(request), { mailId: request.body.mail_id, resendKey: request.body.idempotency_key }),
  } satisfies ModuleActionHandlers;
}
