import { lazy, Suspense } from 'react';
import type { ChatContext } from '#content/chat';
import { useHydrated } from '@/lib/use-hydrated';

// The launcher is loaded after the page is interactive; the chat itself (and the query library)
// only when the visitor reaches for it (see floating-assistant.tsx).
const FloatingAssistant = lazy(async () => ({ default: (await import('@/features/chat/floating-assistant')).FloatingAssistant }));

/** Aine's floating launcher on the pages whose route carries the assistant. */
export function AssistantSlot({ context }: { context: ChatContext }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <FloatingAssistant context={context} />
    </Suspense>
  );
}
