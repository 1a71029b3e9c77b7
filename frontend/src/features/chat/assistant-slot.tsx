import { lazy, Suspense } from 'react';
import type { ChatContext } from '#content/chat';
import { FloatingLauncher } from '@/features/chat/floating-launcher';
import { useHydrated } from '@/lib/use-hydrated';

// The launcher is loaded after the page is interactive; the chat itself (and the query library)
// only when the visitor reaches for it (see floating-assistant.tsx).
const FloatingAssistant = lazy(async () => ({ default: (await import('@/features/chat/floating-assistant')).FloatingAssistant }));

/**
 * Aine's floating launcher on the pages whose route carries the assistant. The launcher is in the
 * prerendered HTML; until the assistant has loaded, a tap on it is kept and carried out then.
 */
export function AssistantSlot({ context }: { context: ChatContext }) {
  const hydrated = useHydrated();
  const launcher = <FloatingLauncher />;
  if (!hydrated) return launcher;
  return (
    <Suspense fallback={launcher}>
      <FloatingAssistant context={context} />
    </Suspense>
  );
}
