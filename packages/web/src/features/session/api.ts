import { z } from 'zod';
import { clearSessionResultSchema, logErrorResultSchema, type LogErrorInput } from '@bookfront/contract';
import { apiClient } from '../../lib/api-client.ts';

/** Clears the HttpOnly session cookie on the server. */
export const clearSession = () => apiClient.call('session/clear', {}, clearSessionResultSchema);

export const logClientError = (input: LogErrorInput) => apiClient.call('log/error', input, logErrorResultSchema);

const logoutResultSchema = z.object({}).passthrough();

/** Spec 2: logging out; spec 1 §4: a logout failure falls back to an anonymous session. */
export async function logOut() {
  try {
    await apiClient.call('account/logout', {}, logoutResultSchema);
  } catch {
    await clearSession().catch(() => undefined);
  }
}
