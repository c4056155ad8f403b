import { commonMessages, type ActionDefinition, type Failure, type UploadedFile } from '@bookfront/contract';
import type { z } from 'zod';
import { checkAnswer } from './answer-check.ts';

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

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The failure body (docs/architecture.md#api-protocol), checked by hand: zod stays out of every page. */
function asFailure(body: unknown): Failure | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, fields, code } = body as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  if (fields !== undefined && !isRecordOfStrings(fields)) return undefined;
  if (code !== undefined && typeof code !== 'string') return undefined;
  return { error, ...(fields === undefined ? {} : { fields }), ...(code === undefined ? {} : { code }) };
}

async function readFailure(response: Response): Promise<Failure> {
  try {
    const failure = asFailure(await response.json());
    if (failure) return failure;
  } catch {
    // not JSON: fall through to the generic message
  }
  return { error: commonMessages.unexpected };
}

type CallOptions = {
  signal?: AbortSignal;
  requestId?: string;
  /** For an upload: called as the body goes out, with the share sent so far (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
};

/**
 * fetch with upload progress: fetch cannot report how much of a body has gone out, XMLHttpRequest
 * can. Answers a Response like fetch, so the caller reads it the same way.
 */
function fetchWithUploadProgress(
  url: string,
  init: { headers: Record<string, string>; body: FormData; signal: AbortSignal | undefined },
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      onProgress(1);
      const headers = new Headers({ 'Content-Type': request.getResponseHeader('Content-Type') ?? 'application/json' });
      resolve(new Response(request.responseText, { status: request.status, headers }));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body);
  });
}

/** A JSON body, or multipart form data for an action that carries a file. */
function requestBody(
  payload: object,
  common: Record<string, string>,
  isUpload: boolean,
): { headers: Record<string, string>; body: string | FormData } {
  if (!isUpload) {
    return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...payload, ...common }) };
  }
  const form = new FormData();
  const fields: Record<string, unknown> = { ...payload, ...common };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(field, value instanceof Blob ? value : String(value));
  }
  return { headers: {}, body: form };
}

/**
 * Calls `POST /api/{action}` with the common fields (docs/architecture.md#api-protocol) added to the
 * payload and checks the answer against the action's output schema (checkAnswer). Throws ActionError
 * on any failure; never toasts or redirects.
 */
async function call<Definition extends ActionDefinition>(
  action: string,
  definition: Definition,
  payload: object,
  options: CallOptions & { isUpload?: boolean } = {},
): Promise<z.output<Definition['output']>> {
  const common = {
    // A caller that retries an idempotent action (checkout/submit) keeps its request id across tries.
    uuid: options.requestId ?? newRequestId(),
    ...(context.sessionId ? { session_id: context.sessionId } : {}),
    log_url: window.location.href,
    ...(context.storeId ? { store_id: context.storeId } : {}),
  };
  const { headers, body } = requestBody(payload, common, options.isUpload ?? false);
  let response: Response;
  try {
    const requestHeaders = { ...headers, Accept: 'application/json' };
    response =
      options.onUploadProgress && body instanceof FormData
        ? await fetchWithUploadProgress(
            `/api/${action}`,
            { headers: requestHeaders, body, signal: options.signal },
            options.onUploadProgress,
          )
        : await fetch(`/api/${action}`, {
            method: 'POST',
            headers: requestHeaders,
            credentials: 'same-origin',
            body,
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
  const parsed = checkAnswer(definition, json);
  if (!parsed.success) {
    // A success body that does not match the contract is a bug; surface it like a failure.
    console.error(`Unexpected answer from ${action}`, parsed.error);
    throw new ActionError({ action, status: response.status, failure: { error: commonMessages.unexpected } });
  }
  return parsed.data;
}

/** An upload's payload: the browser sends a File where the server reads the file's bytes (an optional file may be left out). */
type UploadPayload<Input> = {
  [Field in keyof Input]: NonNullable<Input[Field]> extends UploadedFile
    ? Blob | Extract<Input[Field], undefined>
    : Input[Field];
};

type PayloadOf<Definition extends ActionDefinition> = Definition extends { upload: true }
  ? UploadPayload<z.input<Definition['input']>>
  : z.input<Definition['input']>;

/** An action without required fields may be called without a payload. */
type ActionCall<Definition extends ActionDefinition> = (
  ...args: Record<never, never> extends PayloadOf<Definition>
    ? [payload?: PayloadOf<Definition>, options?: CallOptions]
    : [payload: PayloadOf<Definition>, options?: CallOptions]
) => Promise<z.output<Definition['output']>>;

type GroupOf<Name> = Name extends `${infer Group}/${string}` ? Group : never;

/** `api.title.getItem({ eisbn })` for the table's `title/getItem`; downloads are URLs (downloadUrl), not calls. */
export type ActionClient<Table extends Record<string, ActionDefinition>> = {
  [Group in GroupOf<keyof Table & string>]: {
    [
      Name in keyof Table & string as Name extends `${Group}/${infer Action}`
        ? Table[Name] extends { download: string }
          ? never
          : Action
        : never
    ]: ActionCall<Table[Name]>;
  };
};

/**
 * A typed client for one or more of the contract's action tables: the payload is checked by the
 * compiler and the answer parsed with the action's output schema. Pass only the tables a feature
 * calls, so its bundle carries only their schemas.
 */
export function actionClient<const Table extends Record<string, ActionDefinition>>(table: Table): ActionClient<Table> {
  const client: Record<string, Record<string, unknown>> = {};
  for (const [name, definition] of Object.entries(table)) {
    if (definition.download) continue;
    // The group is the first segment; the rest names the action (`console/orders/list` → console['orders/list']).
    const slash = name.indexOf('/');
    const group = name.slice(0, slash);
    const action = name.slice(slash + 1);
    const isUpload = definition.upload === true;
    (client[group] ??= {})[action] = (payload: object = {}, options: CallOptions = {}) =>
      call(name, definition, payload, { ...options, isUpload });
  }
  // Built above key by key from the same table the type maps.
  return client as ActionClient<Table>;
}

export const apiClient = {
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
 * The address of a GET download (docs/architecture.md#api-protocol) with the store it belongs to, so a store
 * served under a basename on a shared host answers for its own data.
 */
export function downloadUrl(action: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, ...(context.storeId ? { store_id: context.storeId } : {}) });
  return `/api/${action}?${query.toString()}`;
}
