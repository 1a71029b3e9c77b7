/**
 * Typed client for the same-origin JSON API (README.md § Architecture). Every failure — an error
 * body from the API, a non-JSON answer from a proxy, or no answer at all — surfaces as one `ApiError`, so callers and
 * TanStack Query handle a single error type.
 */

import { QUERY_RETRY_COUNT } from '#content/constants';

export type ApiErrorFields = Readonly<Record<string, string>>;

/** The error body every API route answers with on a 4xx/5xx status. */
export type ApiErrorBody = {
  readonly error: { readonly code: string; readonly message: string; readonly fields?: ApiErrorFields };
};

/** Codes the client itself assigns when the server gave no usable error body. */
export const clientErrorCodes = {
  network: 'network_error',
  badResponse: 'bad_response',
} as const;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorFields | undefined;

  constructor(status: number, code: string, message: string, fields?: ApiErrorFields) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** Worth retrying: no answer, a server-side failure, a timeout or throttling. */
  get isTransient(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

/**
 * Whether a failed read is tried again: transient failures, up to the spec's count. An answer such as
 * 404 "no current market trends" is final, so retrying it would only delay the error panel by seconds.
 * `failureCount` is the failures before this one (TanStack Query's `retry` signature).
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRY_COUNT) return false;
  return !(error instanceof ApiError) || error.isTransient;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((fieldMessage) => typeof fieldMessage === 'string')
  );
}

export type ApiRequestOptions = {
  readonly method?: 'GET' | 'POST';
  /** Serialised as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls `/api/...` on the site's own origin and returns the parsed JSON body.
 * Throws `ApiError` for any non-2xx status or when the request fails; rethrows an abort as is.
 */
export async function apiRequest<T>(path: `/api/${string}`, options: ApiRequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, clientErrorCodes.network, 'The server could not be reached.');
  }

  const parsed = await readJson(response);
  if (!response.ok) {
    if (isApiErrorBody(parsed)) {
      const { code, message, fields } = parsed.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, clientErrorCodes.badResponse, `Request failed with status ${response.status}.`);
  }
  if (parsed === undefined && response.status !== 204) {
    throw new ApiError(response.status, clientErrorCodes.badResponse, 'The server sent an unreadable response.');
  }
  return parsed as T;
}

export const apiClient = {
  get: <T>(path: `/api/${string}`, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: `/api/${string}`, body: unknown, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};
