import { lazy, Suspense } from 'react';
import type { ChatContext } from '#content/chat';
import { FloatingLauncher } from '@/features/chat/floating-launcher';
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
