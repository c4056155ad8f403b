import { genericScriptError, type LogErrorInput } from '@bookfront/contract';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import type { LogRepository } from './repository.ts';

export function createLogService(repo: LogRepository) {
  return {
    /**
     * Keeps an uncaught browser error for the store. docs/features/shell-and-navigation.md#error-logging: the generic 'Script error.' of a
     * cross-origin script carries nothing to act on and is skipped.
     */
    async logClientError(options: {
      storeId: string;
      sessionId: string | null;
      input: LogErrorInput;
    }): Promise<boolean> {
      const { input } = options;
      if (input.error.trim() === genericScriptError) return false;
      await repo.insertClientError({
        storeId: options.storeId,
        id: newId(),
        sessionId: options.sessionId,
        location: input.location ?? null,
        userAgent: input.user_agent ?? null,
        errorInfo: input.error_info ?? null,
        source: input.source ?? null,
        lineno: input.lineno ?? null,
        colno: input.colno ?? null,
        error: input.error,
        createdAt: nowSeconds(),
      });
      return true;
    },
  };
}
export type LogService = ReturnType<typeof createLogService>;
