import { genericScriptError, type LogErrorInput } from '@bookfront/contract';
import { logClientError } from '../../features/session/api.ts';

const maxReportsPerPage = 20;

function describe(value: unknown) {
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** docs/features/shell-and-navigation.md#error-logging: uncaught browser errors are sent to log/error, except the detail-less 'Script error.'. */
export function installErrorLogging() {
  let reports = 0;
  const send = (input: LogErrorInput) => {
    if (input.error === genericScriptError || reports >= maxReportsPerPage) return;
    reports += 1;
    logClientError(input).catch(() => {
      // logging must never raise another error
    });
  };
  const base = () => ({ location: window.location.href, user_agent: navigator.userAgent });

  const handleError = (event: ErrorEvent) => {
    send({
      ...base(),
      error: event.message || describe(event.error),
      error_info: describe(event.error),
      source: event.filename,
      lineno: event.lineno || undefined,
      colno: event.colno || undefined,
    });
  };
  const handleRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    send({
      ...base(),
      error: reason instanceof Error ? reason.message : describe(reason),
      error_info: describe(reason),
      source: 'unhandledrejection',
    });
  };

  window.addEventListener('error', handleError);
  window.addEventListener('unhandledrejection', handleRejection);
  return () => {
    window.removeEventListener('error', handleError);
    window.removeEventListener('unhandledrejection', handleRejection);
  };
}
