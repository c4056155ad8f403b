import { clearSessionResultSchema, logErrorResultSchema, sessionSchema, type LogErrorInput } from '@bookfront/contract';
import { apiClient } from '../../lib/api-client.ts';
import { fetchSession } from '../../entities/session/session.ts';

/** Clears the HttpOnly session cookie on the server. */
export const clearSession = () => apiClient.call('session/clear', {}, clearSessionResultSchema);

export const logClientError = (input: LogErrorInput) => apiClient.call('log/error', input, logErrorResultSchema);

/**
 * Logs out and answers the fresh anonymous session; spec 1 §4: a logout failure falls back to an
 * anonymous session (the cookie is cleared and a new one started).
 */
export async function logOut() {
  try {
    const session = await apiClient.call('account/logout', {}, sessionSchema);
    apiClient.setSessionId(session.session_id);
    return session;
  } catch {
    await clearSession().catch(() => undefined);
    return fetchSession();
  }
}
