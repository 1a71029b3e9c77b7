/**
 * Errors the domain raises. Each carries the HTTP status it maps to and whether its message may be
 * shown to a visitor; anything else is reported as a generic 500 without leaking internals.
 */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** True when `message` is safe to show to the visitor. */
  readonly expose: boolean;
  readonly fields?: FieldErrors;
  /** Response headers that belong to this error (e.g. Retry-After on a 429). */
  readonly headers?: Record<string, string>;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    expose?: boolean;
    fields?: FieldErrors;
    headers?: Record<string, string>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.status = options.status;
    this.code = options.code;
    this.expose = options.expose ?? options.status < 500;
    if (options.fields) this.fields = options.fields;
    if (options.headers) this.headers = options.headers;
  }
}

export const validationError = (fields: FieldErrors, message = 'Some fields are missing or invalid.') =>
  new AppError({ status: 400, code: 'validation_failed', message, fields });

export const notFound = (message: string) => new AppError({ status: 404, code: 'not_found', message });

export const payloadTooLarge = (limitBytes: number) =>
  new AppError({ status: 413, code: 'payload_too_large', message: `The request body must be at most ${limitBytes / 1024} KB.` });

/** 429 in the API's error shape, with the seconds until the client may try again as Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError({ status: 429, code: 'rate_limited', message, headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/** A dependency (S3, DynamoDB, SQS, SES, OpenAI) failed; the visitor sees a generic message. */
export const dependencyFailed = (dependency: string, cause?: unknown) =>
  new AppError({ status: 503, code: 'dependency_unavailable', message: `${dependency} is unavailable`, expose: false, cause });

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** The request did not come through the site's CloudFront distribution (origin authentication). */
export const forbidden = (message = 'Forbidden') => new AppError({ status: 403, code: 'forbidden', message });
