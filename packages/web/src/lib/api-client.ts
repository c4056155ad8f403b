import { commonMessages, failureSchema, type Failure } from '@bookfront/contract';
import type { z } from 'zod';

/** A failed action: `failure` is the server's failure body (or a generic one for network faults). */
export class ActionError extends Error {
  readonly failure: Failure;
  readonly status: number;
  readonly action: string;

  constructor({ action, failure, status }: { action: string; failure: Failure; status: number }) {
    super(failure.error);
    this.name = 'ActionError';
    this.action = action;
    this.failure = failure;
    this.status = status;
  }

  get code() {
    return this.failure.code;
  }
}

interface CallContext {
  sessionId: string | undefined;
  storeId: string | undefined;
}

const context: CallContext = { sessionId: undefined, storeId: undefined };

/** A request id (the `uuid` common field); randomUUID is missing outside secure contexts (plain http). */
export function newRequestId() {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

async function readFailure(response: Response): Promise<Failure> {
  try {
    const parsed = failureSchema.safeParse(await response.json());
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through to the generic message
  }
  return { error: commonMessages.unexpected };
}

/**
 * Calls `POST /api/{action}` with the common fields of ARCHITECTURE.md §3 added to the payload and
 * parses the answer with `schema`. Throws ActionError on any failure; never toasts or redirects.
 */
async function call<T extends z.ZodType>(
  action: string,
  payload: object,
  schema: T,
  options: { signal?: AbortSignal; requestId?: string } = {},
): Promise<z.infer<T>> {
  const body = {
    ...payload,
    // A caller that retries an idempotent action (checkout/submit) keeps its request id across tries.
    uuid: options.requestId ?? newRequestId(),
    ...(context.sessionId ? { session_id: context.sessionId } : {}),
    log_url: window.location.href,
    ...(context.storeId ? { store_id: context.storeId } : {}),
  };
  let response: Response;
  try {
    response = await fetch(`/api/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ActionError({ action, status: 0, failure: { error: commonMessages.unexpected } });
  }
  if (!response.ok) {
    throw new ActionError({ action, status: response.status, failure: await readFailure(response) });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ActionError({ action, status: response.status, failure: { error: commonMessages.unexpected } });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // A success body that does not match the contract is a bug; surface it like a failure.
    console.error(`Unexpected answer from ${action}`, parsed.error);
    throw new ActionError({ action, status: response.status, failure: { error: commonMessages.unexpected } });
  }
  return parsed.data;
}

export const apiClient = {
  call,
  /** Remembers the session id from the last session/get for the common fields. */
  setSessionId(sessionId: string | undefined) {
    context.sessionId = sessionId;
  },
  /** Remembers the store id from the settings for the common fields. */
  setStoreId(storeId: string | undefined) {
    context.storeId = storeId;
  },
};

/**
 * The address of a GET download (ARCHITECTURE.md §3) with the store it belongs to, so a store
 * served under a basename on a shared host answers for its own data.
 */
export function downloadUrl(action: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, ...(context.storeId ? { store_id: context.storeId } : {}) });
  return `/api/${action}?${query.toString()}`;
}
