import { useState, type RefObject } from 'react';
import type { ToastText } from '#content/messages';
import { UploadCancelledError } from '@/features/submissions/api/submissions-api';
import { useFocusAfterSending } from '@/features/submissions/components/form-status';
import { apiFailure, type FieldErrors } from '@/features/submissions/form-state';
import { showToast } from '@/features/submissions/toast';
import { createAttempt, useSubmission, type SubmissionAttempt } from '@/features/submissions/use-submission';

/** The parts of a form's state (`useFormState`) a send changes. */
interface SentForm {
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly reset: () => void;
  readonly showErrors: (fields: FieldErrors, alerts: string[]) => void;
}

/**
 * What every submission form does around a send: a success keeps the address the confirmation names, empties the form and shows
 * the success toast; a cancelled upload keeps everything and says so (`cancelled`); a failure shows the API's messages by field
 * (`shownFields`, the rest as alerts) and the failure toast, unless `ownFailure` gives the toast's words itself. Focus goes back
 * into the form after a send that did not succeed.
 */
export function useFormSubmission<TValues extends { readonly email: string }, TResult>(
  form: SentForm,
  options: {
    readonly send: (attempt: SubmissionAttempt<TValues>) => Promise<TResult>;
    readonly shownFields: readonly string[];
    readonly toasts: { readonly sent: ToastText; readonly failed: ToastText };
    /** The failure toast's words for an error the form explains itself, or null for the usual handling. */
    readonly ownFailure?: (error: unknown) => string | null;
  },
) {
  const [cancelled, setCancelled] = useState(false);
  // The address the confirmation names (the form itself is empty by then).
  const [sentTo, setSentTo] = useState('');
  const submission = useSubmission<TValues, TResult>(options.send, {
    onSuccess: (_result, attempt) => {
      setSentTo(attempt.values.email.trim());
      form.reset();
      void showToast(options.toasts.sent);
    },
    onError: (error) => {
      if (error instanceof UploadCancelledError) {
        setCancelled(true);
        return;
      }
      const ownWords = options.ownFailure?.(error) ?? null;
      if (ownWords !== null) {
        void showToast(options.toasts.failed, ownWords);
        return;
      }
      const failure = apiFailure(error, options.shownFields);
      form.showErrors(failure.fields, failure.alerts);
      void showToast(options.toasts.failed);
    },
  });
  useFocusAfterSending(form.formRef, submission.pending);
  return {
    ...submission,
    cancelled,
    sentTo,
    /** Starts a send of these values and CV (a new attempt with its own idempotency key). */
    start: (values: TValues, file: File | null) => {
      setCancelled(false);
      submission.submit(createAttempt(values, file));
    },
  };
}
