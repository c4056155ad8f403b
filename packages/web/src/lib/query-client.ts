import { focusManager, QueryClient } from '@tanstack/react-query';
import { ActionError } from './api-client.ts';

/** Retries only what may pass on a second try: network faults and 5xx, never a refusal. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (failureCount >= 2) return false;
  if (error instanceof ActionError) return error.status === 0 || error.status >= 500;
  return false;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * docs/features/shell-and-navigation.md#start-up reloads the session whenever the window regains focus. TanStack Query only watches the
 * tab's visibility, so window focus and blur (another window in front, then back) count too.
 */
export function listenForWindowFocus() {
  focusManager.setEventListener((setFocused) => {
    const handleVisibility = () => setFocused(document.visibilityState === 'visible');
    const handleFocus = () => setFocused(true);
    const handleBlur = () => setFocused(false);
    window.addEventListener('visibilitychange', handleVisibility);
    window.addEventListener('focus', handleFocus);
    window.addEventListener('blur', handleBlur);
    return () => {
      window.removeEventListener('visibilitychange', handleVisibility);
      window.removeEventListener('focus', handleFocus);
      window.removeEventListener('blur', handleBlur);
    };
  });
}
