import { consoleErrorCodes } from '@bookfront/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleActionHandlers } from '../../plugins/action-routes.ts';
import { clearStaffCookie, setStaffCookie, staffTokenOf } from '../../plugins/staff-session.ts';
import { storeBaseUrl } from '../../plugins/store.ts';
import { withPasswordCheckLimits, type PasswordCheckLimits } from '../account/rate-limits.ts';
import type { FulfilmentService } from '../orders/fulfilment-service.ts';
import type { RateLimitService } from '../rate-limit/service.ts';
import type { StaffIdentity, StaffService } from './staff-service.ts';

const minutes = (count: number) => count * 60;

/**
 * Staff logins are limited as customers' are (docs/features/accounts.md#security), under counters
 * of their own: wrong passwords and wrong codes alike count.
 */
const staffLoginLimits: PasswordCheckLimits = {
  perIp: { name: 'staff-login-failures-ip', limit: 50, windowSeconds: minutes(15) },
  perAccountAndIp: { name: 'staff-login-failures-pair', limit: 10, windowSeconds: minutes(15) },
  perAccount: { name: 'staff-login-failures-account', limit: 30, windowSeconds: minutes(15), maxDelaySeconds: 8 },
  failureCode: consoleErrorCodes.loginFailed,
};

/** The staff member the action-routes plugin admitted (access 'staff'). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new Error('a staff action ran without a staff member');
  return request.staff;
}

export type ConsoleActionDeps = { staff: StaffService; fulfilment: FulfilmentService; rateLimits: RateLimitService };

/** The store console's actions (docs/features/store-console.md). */
export function consoleHandlers({ staff, fulfilment, rateLimits }: ConsoleActionDeps) {
  const change =
    (name: 'markReady' | 'markCompleted' | 'cancel') =>
    (request: FastifyRequest<{ Body: { order_number: string; note: string } }>) =>
      fulfilment.changeStatus(request.store, staffOf(request), {
        name,
        orderNumber: request.body.order_number,
        note: request.body.note,
        baseUrl: storeBaseUrl(request),
      });

  return {
    'console/login': async (request, reply) => {
      const result = await withPasswordCheckLimits(
        rateLimits,
        request,
        { account: `staff:${request.body.email}`, limits: staffLoginLimits },
        () => staff.authenticate(request.store.id, request.body),
      );
      if ('totpRequired' in result) return { staff: null, totp_required: true };
      // A session cookie from before the login is worth nothing after it.
      const previous = staffTokenOf(request);
      if (previous) await staff.endSession(request.store.id, previous);
      setStaffCookie(request, reply, await staff.startSession(result.staff));
      return { staff: staff.toStaffMember(result.staff, request.store.name), totp_required: false };
    },
    'console/logout': async (request, reply) => {
      const token = staffTokenOf(request);
      if (token) await staff.endSession(request.store.id, token);
      clearStaffCookie(request, reply);
      return { logged_out: true as const };
    },
    'console/me': async (request) => staff.toStaffMember(staffOf(request), request.store.name),
    'console/orders/list': async (request) => fulfilment.listQueue(request.store, request.body),
    'console/orders/get': async (request) =>
      fulfilment.getOrder(request.store, staffOf(request), request.body.order_number),
    'console/orders/markReady': change('markReady'),
    'console/orders/markShipped': async (request) =>
      fulfilment.changeStatus(request.store, staffOf(request), {
        name: 'markShipped',
        orderNumber: request.body.order_number,
        note: request.body.note,
        tracking: request.body.tracking,
        baseUrl: storeBaseUrl(request),
      }),
    'console/orders/markCompleted': change('markCompleted'),
    'console/orders/cancel': change('cancel'),
    'console/audit/list': async (request) => staff.auditPage(request.store.id, request.body.page),
  } satisfies ModuleActionHandlers;
}
