import { useId, useRef } from 'react';
import { CV_ACCEPT_ATTRIBUTE, checkCvFile, cvProblemToast, cvUploadTexts } from '#content/messages';
import { cn } from '@/lib/cn';
import { showToast } from '../toast';
import { FieldError, RequiredMark } from './form-fields';

/**
 * The CV control: 'Select file' when no file is chosen, else the file's name (choose again) with a
 * Remove action (a native file input under a label that looks like a button); the accepted formats underneath. A wrong type or a file over the size limit is
 * refused at once with the spec's toast and the same words at the field (`onReject`), and nothing
 * is kept. Inside a disabled fieldset (while the form sends) both buttons are disabled.
 */
export function CvUploadField({
  label,
  file,
  onChange,
  onReject,
  error,
  required,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A chosen file was refused: the message to show at the field. */
  onReject?: (message: string) => void;
  error?: string;
  required?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');

  const choose = (chosen: File | undefined) => {
    // Clear the input (the form keeps the file), so choosing the same file again fires a change.
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = checkCvFile(chosen);
    if (problem) {
      const toast = cvProblemToast(problem);
      void showToast(toast);
      onReject?.(toast.description);
      return;
    }
    onChange(chosen);
  };

  return (
    <div role="group" aria-labelledby={labelId}>
      <span id={labelId} className="block text-sm font-semibold text-navy-900">
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {/* The file input itself is the control: focusable, a button to assistive technology, and
            working before the page's scripts run (a file chosen then is taken up on hydration).
            It is visually hidden; its label is what people see and click. */}
        <input
          ref={input}
          id={inputId}
          type="file"
          name="cv"
          accept={CV_ACCEPT_ATTRIBUTE}
          aria-describedby={describedBy}
          data-invalid={error ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-xl border-2 border-dashed px-4 py-2 text-sm font-semibold transition-colors',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-600',
            error ? 'border-red-600 text-red-800' : 'border-navy-300 text-navy-900 hover:border-teal-600 hover:bg-teal-50',
            'peer-disabled:cursor-not-allowed peer-disabled:border-slate-300 peer-disabled:bg-slate-100 peer-disabled:text-slate-500',
          )}
        >
          <span className="truncate">{file ? file.name : cvUploadTexts.selectFile}</span>
        </label>
        {file ? (
          <button
            type="button"
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
              // The Remove button goes away with the file: focus stays on the CV control.
              input.current?.focus();
            }}
            aria-label={`${cvUploadTexts.remove} ${file.name}`}
            className="min-h-11 rounded-xl px-3 text-sm font-semibold text-red-800 underline underline-offset-2 enabled:hover:bg-red-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
          >
            {cvUploadTexts.remove}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {cvUploadTexts.hint}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
