import type * as z from 'zod';
import { ApiError } from '@/lib/api-client';
import { fieldErrorsOf } from './use-submission';

/** Turning validation results and API errors into what the forms show. */
export type FieldErrors = Record<string, string>;

/** The first message per top-level field of a failed zod parse. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    fields[field] ??= issue.message;
  }
  return fields;
}

/**
 * What an API failure means for the form: messages next to the fields it named, and messages for
 * the whole form (a field the form does not show, or a 4xx that explains itself, such as 409/422).
 */
export function apiFailure(error: unknown, shownFields: readonly string[]): { fields: FieldErrors; alerts: string[] } {
  const named = fieldErrorsOf(error);
  const fields: FieldErrors = {};
  const alerts: string[] = [];
  for (const [field, message] of Object.entries(named)) {
    if (shownFields.includes(field)) fields[field] = message;
    else alerts.push(message);
  }
  if (error instanceof ApiError && !error.fields && error.status >= 400 && error.status < 500 && error.status !== 413) alerts.push(error.message);
  return { fields, alerts: [...new Set(alerts)] };
}

/** Moves focus to the first field marked invalid (call after the error state is rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
}
