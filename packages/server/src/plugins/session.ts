import { accountMessages, commonErrorCodes, limits } from '@bookfront/contract';
import { UnauthorizedError } from '../lib/errors.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRecord, SessionService } from '../modules/session/service.ts';
import { secondsPerDay } from '../lib/time.ts';

/** Per store, so stores sharing a host under different basenames keep separate sessions. */
export const sessionCookieName = (storeId: string) => `bf_session_${storeId}`;

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request.store.id), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.isHttps,
    maxAge: limits.sessionCookieDays * secondsPerDay,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.store.id), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.isHttps,
  });
}

/** The caller's session, starting one (and setting its cookie) when the request has none. */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionService,
): Promise<SessionRecord> {
  if (request.session) return request.session;
  const { session, token } = await sessions.startSession(request.store.id);
  setSessionCookie(request, reply, token);
  request.session = session;
  return session;
}

/** After login or logout: the request now runs as `session`, and the browser keeps its new secret. */
export function replaceSession(
  request: FastifyRequest,
  reply: FastifyReply,
  next: { session: SessionRecord; token: string },
): SessionRecord {
  setSessionCookie(request, reply, next.token);
  request.session = next.session;
  return next.session;
}

/**
 * Sets `request.session` from the secret cookie: one indexed lookup by (store, token hash). A
 * session_id in the body never selects a session; it is only a label for logs.
 */
export function registerSessionLookup(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.skipSession) return;
    const token = request.cookies[sessionCookieName(request.store.id)];
    if (!token) return;
    const found = await sessions.findActiveSession(request.store.id, token);
    request.session = found?.session ?? null;
    // The expiry slid forward in the database, so the cookie's Max-Age slides with it.
    if (found?.touched) setSessionCookie(request, reply, token);
  });
}

/**
 * The logged-in customer's user id, or a 401 with the failure body; every customer action calls
 * it first, so the UI hiding a button is never the protection.
 */
export function requireCustomerId(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw new UnauthorizedError(commonErrorCodes.loginRequired, accountMessages.loginRequired);
  return userId;
}
