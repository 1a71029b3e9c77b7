import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '#content/constants';

/** Tells the caller once the Toaster (rendered before it) has subscribed to sonner's toasts. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

let mounted: Promise<void> | undefined;

/**
 * The site's one toast system: one toast at a time, 5 s each, swipe to dismiss. It mounts in a root
 * of its own on the first toast (features/submissions/toast.ts), so no page loads sonner before.
 */
export function mountToaster(): Promise<void> {
  mounted ??= new Promise((resolve) => {
    const container = document.createElement('div');
    container.dataset.toaster = '';
    document.body.append(container);
    createRoot(container).render(
      <>
        <Toaster
          position="bottom-right"
          duration={TOAST_DURATION_MS}
          visibleToasts={TOAST_LIMIT}
          closeButton
          richColors
          toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
        />
        <Mounted onMount={resolve} />
      </>,
    );
  });
  return mounted;
}
