import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '#content/constants';
import { useHydrated } from '@/lib/use-hydrated';

// sonner only matters once a form has been sent, so it stays out of the first page load.
const SonnerToaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

/** The site's one toast system: one toast at a time, 5 s each, swipe to dismiss. */
export function Toaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position="bottom-right"
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_LIMIT}
        closeButton
        richColors
        toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </Suspense>
  );
}
