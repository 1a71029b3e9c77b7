import type { ChatContext } from '#content/chat';
import { FloatingAssistant } from '@/features/chat/floating-assistant';

/**
 * Aine's floating launcher on the pages whose route carries the assistant (an island that hydrates
 * when the page is idle; the chat itself and the query library load when the visitor reaches for it,
 * see floating-assistant.tsx). The launcher is in the prerendered HTML; until the assistant has
 * hydrated, a tap on it is kept and carried out then. It hydrates in place: the button a visitor is
 * pressing is never swapped for another, which would turn a press that spans the swap into a click
 * on nothing.
 */
export function AssistantSlot({ context }: { context: ChatContext }) {
  return <FloatingAssistant context={context} />;
}
