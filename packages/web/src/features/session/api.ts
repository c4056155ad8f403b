import {
  accountLogoutAction,
  logErrorAction,
  sessionClearAction,
  tableOf,
  type LogErrorInput,
} from '@bookfront/contract';
import { actionClient, apiClient } from '../../lib/api-client.ts';
import { fetchSession } from '../../entities/session/session.ts';

const api = actionClient(tableOf(accountLogoutAction, logErrorAction, sessionClearAction));

/** Clears the HttpOnly session cookie on the server. */
export const clearSession = () => api.session.clear();

export const logClientError = (input: LogErrorInput) => api.log.error(input);

/**
 * Logs out and answers the fresh anonymous session; a logout failure falls back to an anonymous
 * session, the cookie cleared and a new one started (docs/features/accounts.md#login-and-logout).
 */
export async function logOut() {
  try {
    const session = await api.account.logout();
    apiClient.setSessionId(session.session_id);
    return session;
  } catch {
    await clearSession().catch(() => undefined);
    return fetchSession();
  }
}
