import { useEffect, useRef } from 'react';
import { disclaimer, DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE } from '#content/chat';
import { buttonClass } from '@/components/ui/button';
import { ShieldAlertIcon } from '@/features/chat/components/chat-icons';
import { DisclaimerText } from '@/features/chat/components/disclaimer-text';

export const PAGE_DISCLAIMER_ID = 'ai-disclaimer';

/**
 * Opens the disclaimer as a modal unless it was accepted in this browser session, and carries out
 * the visitor's answer: Accept records it (and closes), Go Back or Escape leaves through history.
 * Runs as an inline script right after the prerendered dialog, before the first paint, so the page
 * paints with the dialog already modal or already gone; in the client-rendered app, from an effect.
 * (Self-contained: it is written into the HTML as source. html[data-disclaimer-accepted] tells the
 * page when storage is blocked.)
 */
function gateDisclaimer(dialog: HTMLDialogElement | null, key: string, value: string): void {
  if (!dialog || dialog.dataset.gated) return;
  dialog.dataset.gated = 'true';
  // The HTML has it open, in the page's flow (what a browser without scripts shows and can close).
  // Removing the attribute closes it without a 'close' event (close() would queue one).
  dialog.removeAttribute('open');
  let accepted = false;
  try {
    accepted = window.sessionStorage.getItem(key) === value;
  } catch {
    // Storage blocked: accept again on each page.
  }
  if (accepted) return;
  // Recorded on the click itself (the 'close' event comes a task later).
  dialog.querySelector('form')?.addEventListener('submit', (event) => {
    if ((event.submitter as HTMLButtonElement | null)?.value !== 'accept') return;
    document.documentElement.dataset.disclaimerAccepted = 'true';
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Acceptance then holds for this page only.
    }
  });
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'accept') return;
    if (window.history.length > 1) window.history.back();
    // Visitors who arrived here directly have no page to go back to on this site.
    else window.location.assign('/');
  });
  dialog.showModal();
  // The dialog itself has the focus (screen readers read its name and description), not its first
  // link: the visitor reads before choosing, and no focus ring lands on a link in the text.
  dialog.focus();
}

const gateScript = `(${gateDisclaimer.toString()})(document.getElementById(${JSON.stringify(PAGE_DISCLAIMER_ID)}), ${JSON.stringify(DISCLAIMER_ACCEPTED_STORAGE_KEY)}, ${JSON.stringify(DISCLAIMER_ACCEPTED_VALUE)});`;

/**
 * /ai-assistant's disclaimer, in the prerendered HTML: a native modal <dialog> (focus kept inside,
 * Escape, the page behind inert) whose buttons work before any app script has run.
 */
export function PageDisclaimer() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => gateDisclaimer(ref.current, DISCLAIMER_ACCEPTED_STORAGE_KEY, DISCLAIMER_ACCEPTED_VALUE), []);
  return (
    <>
      <dialog
        ref={ref}
        open
        id={PAGE_DISCLAIMER_ID}
        // Focusable, so that it can take the focus itself when it opens (see gateDisclaimer).
        tabIndex={-1}
        role="dialog"
        aria-labelledby="ai-disclaimer-title"
        aria-describedby="ai-disclaimer-description"
        className="m-auto max-h-[90vh] outline-none w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-navy-950/60 backdrop:backdrop-blur-sm sm:p-8"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xl text-teal-800">
            <ShieldAlertIcon />
          </span>
          <h2 id="ai-disclaimer-title" className="pt-1.5 text-xl font-bold text-navy-950">
            {disclaimer.title}
          </h2>
        </div>
        <DisclaimerText id="ai-disclaimer-description" />
        {/* method="dialog": the buttons close the dialog with their value, natively, and send nothing. */}
        <form method="dialog" className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="submit" value="dismiss" className={buttonClass('outline', 'min-h-11')}>
            {disclaimer.goBackLabel}
          </button>
          <button type="submit" value="accept" className={buttonClass('primary', 'min-h-11')}>
            {disclaimer.acceptLabel}
          </button>
        </form>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: gateScript }} />
    </>
  );
}
