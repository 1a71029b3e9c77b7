import { lazy, Suspense } from 'react';
import type { ChatContext } from '#content/chat';
import { useHydrated } from '@/lib/use-hydrated';

// The chat is loaded after the page is interactive, so it never weighs on a page's first load.
const FloatingAssistant = lazy(async () => {
  const [{ FloatingAssistant: Assistant }, { QueryProvider }] = await Promise.all([
    import('@/features/chat/floating-assistant'),
    import('@/lib/query-provider'),
  ]);
  return {
    default: ({ context }: { context: ChatContext }) => (
      <QueryProvider>
        <Assistant context={context} />
      </QueryProvider>
    ),
  };
});

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
