import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffService } from '../modules/console/staff-service.ts';

/**
 * The store console's own cookie (docs/features/store-console.md#staff-accounts), per store like
 * the customer's and never the same: a customer's session does not reach the console.
 */
export const staffCookieName = (storeId: string) => `bf_staff_${storeId}`;

const cookieOptions = (request: FastifyRequest) =>
  ({ path: '/', httpOnly: true, sameSite: 'lax', secure: request.isHttps }) as const;

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(staffCookieName(request.store.id), token, cookieOptions(request));
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(staffCookieName(request.store.id), cookieOptions(request));
}

export const staffTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[staffCookieName(request.store.id)];

/** Sets `request.staff` from the console cookie on the routes that read it (`readsStaffSession`). */
export function registerStaffSessionLookup(app: FastifyInstance, staff: StaffService): void {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.readsStaffSession) return;
    const token = staffTokenOf(request);
    request.staff = token ? await staff.findActive(request.store.id, token) : null;
  });
}
