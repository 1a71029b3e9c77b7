/**
 * What a form says about itself: why its submit button is disabled, how far the CV upload has got
 * (with a Cancel), and the lasting confirmation that takes its place after a success.
 */

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { formStatusTexts } from '#content/forms';
import { buttonClass } from '@/components/ui/button';
import type { UploadState } from '../use-submission';

/**
 * The reason a submit button is disabled, as visible text the button points to with
 * aria-describedby (so a screen reader reads it with the button). Nothing when it is enabled.
 */
export function SubmitHint({ id, reason }: { id: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p id={id} data-testid="submit-hint" className="text-sm text-slate-700">
      {reason}
    </p>
  );
}

/** `missingLead` followed by the missing items, e.g. "To send, please add: your CV and your consent…". */
export function missingReason(missing: readonly string[]): string | null {
  if (missing.length === 0) return null;
  const list = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  return `${formStatusTexts.missingLead} ${list}.`;
}

/** Percent of an upload, whole and never past 100. */
export function uploadPercent({ sent, total }: { sent: number; total: number }): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((sent / total) * 100));
}

/**
 * Shown while a form sends. During a CV upload: a progress bar (bytes sent of the total) and a
 * Cancel; the bar's changes are announced politely at each quarter. It takes focus when it appears,
 * since the submit button that had it is disabled, and keeps it when Cancel goes away.
 */
export function SendingStatus({ upload, onCancel, cancelled }: { upload: UploadState | null; onCancel: () => void; cancelled: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const percent = upload ? uploadPercent(upload) : 0;
  const quarter = Math.floor(percent / 25) * 25;

  useEffect(() => panel.current?.focus(), []);
  useEffect(() => {
    // Cancel disappears when the upload ends: focus must not fall back to the page.
    if (!upload && (document.activeElement === document.body || document.activeElement === null)) panel.current?.focus();
  }, [upload]);

  return (
    <div ref={panel} tabIndex={-1} data-testid="sending-status" className="mt-6 space-y-3 rounded-xl bg-navy-50 px-4 py-4 outline-none focus-visible:ring-2 focus-visible:ring-teal-500">
      {upload ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span id={labelId} className="min-w-0 truncate font-semibold text-navy-900">
              {formStatusTexts.uploadLabel(upload.fileName)}
            </span>
            <span aria-hidden="true" className="tabular-nums text-slate-700">
              {formatMegabytes(upload.sent)} / {formatMegabytes(upload.total)} MB · {percent}%
            </span>
          </div>
          <progress aria-labelledby={labelId} max={upload.total} value={upload.sent} className="block h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-teal-600 [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-bar]:ring-1 [&::-webkit-progress-bar]:ring-inset [&::-webkit-progress-bar]:ring-navy-200 [&::-webkit-progress-value]:bg-teal-600 [&::-webkit-progress-value]:transition-[width]" />
          <button type="button" onClick={onCancel} className={buttonClass('outline', 'min-h-11 px-5')}>
            {formStatusTexts.cancelUpload}
          </button>
        </>
      ) : null}
      <p aria-live="polite" className={upload ? 'sr-only' : 'text-sm font-semibold text-navy-900'}>
        {cancelled ? null : upload ? formStatusTexts.uploadAnnouncement(quarter) : formStatusTexts.sendingDetails}
      </p>
    </div>
  );
}

const formatMegabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * When a send ends without success (a failure or a cancel), focus goes back into the form: to the
 * first field in error, else to the submit button. The fields are disabled while sending, so the
 * error handlers cannot move focus themselves, and the status that held it has gone.
 */
export function useFocusAfterSending(formRef: RefObject<HTMLFormElement | null>, pending: boolean): void {
  const wasPending = useRef(false);
  useEffect(() => {
    const finished = wasPending.current && !pending;
    wasPending.current = pending;
    const form = formRef.current;
    if (!finished || !form) return;
    const active = document.activeElement;
    // The visitor moved on to something else: leave the focus there.
    if (active && active !== document.body && !form.contains(active)) return;
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]') ?? form.querySelector<HTMLElement>('button[type="submit"]');
    target?.focus();
  }, [formRef, pending]);
}

/** After a cancel: says so politely, next to the submit button, until the next send. */
export function CancelledNote({ show }: { show: boolean }) {
  return (
    <p aria-live="polite" className={show ? 'mt-4 text-sm font-medium text-navy-900' : 'sr-only'}>
      {show ? formStatusTexts.cancelled : null}
    </p>
  );
}

/**
 * The lasting confirmation in the form's place: the success toast's title and words, what happens
 * next, and a way back to an empty form. It is focused when it appears (the form it replaces held
 * the focus) and read out as the heading and text.
 */
export function SentConfirmation({
  confirmationRef,
  title,
  description,
  nextStepsHeading,
  nextSteps,
  againLabel,
  onAgain,
  headingLevel = 2,
  className,
}: {
  confirmationRef: RefObject<HTMLDivElement | null>;
  /** 3 where the form sits in a section with its own h2 (contact, partner). */
  headingLevel?: 2 | 3;
  title: string;
  description: string;
  nextStepsHeading: string;
  nextSteps: ReactNode;
  againLabel: string;
  onAgain: () => void;
  className?: string;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div
      ref={confirmationRef}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
      data-testid="sent-confirmation"
      className={`rounded-3xl bg-white p-6 shadow-sm ring-1 ring-teal-200 outline-none focus-visible:ring-2 focus-visible:ring-teal-500 sm:p-10 ${className ?? ''}`}
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-100 text-2xl font-bold text-teal-800">
          ✓
        </span>
        <div className="min-w-0">
          <Heading id={headingId} className="text-2xl font-bold text-navy-900">
            {title}
          </Heading>
          <p className="mt-2 leading-relaxed text-slate-700">{description}</p>
        </div>
      </div>
      <SubHeading className="mt-6 text-sm font-bold uppercase tracking-wider text-teal-800">{nextStepsHeading}</SubHeading>
      <p className="mt-2 leading-relaxed text-slate-700">{nextSteps}</p>
      <button type="button" onClick={onAgain} className={buttonClass('outline', 'mt-6')}>
        {againLabel}
      </button>
    </div>
  );
}

/** The submit button: disabled, with the reason shown under it and pointed to, until the form can be sent, and while it sends. */
export function SubmitRow({ disabledReason, pending, label, pendingLabel }: { disabledReason: string | null; pending: boolean; label: string; pendingLabel: string }) {
  const hintId = useId();
  return (
    <div className="space-y-3">
      <button type="submit" disabled={disabledReason !== null || pending} aria-describedby={disabledReason && !pending ? hintId : undefined} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {pending ? pendingLabel : label}
      </button>
      {pending ? null : <SubmitHint id={hintId} reason={disabledReason} />}
    </div>
  );
}

/** Under a form's fields: the send's progress while it sends, and the note after a cancel. */
export function SendingFooter({ pending, upload, onCancel, cancelled }: { pending: boolean; upload: UploadState | null; onCancel: () => void; cancelled: boolean }) {
  return (
    <>
      {pending ? <SendingStatus upload={upload} onCancel={onCancel} cancelled={cancelled} /> : null}
      <CancelledNote show={cancelled && !pending} />
    </>
  );
}
