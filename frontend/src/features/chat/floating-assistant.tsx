import { lazy, Suspense, useState } from 'react';
import { assistant, chatUi, type ChatContext } from '#content/chat';
import { ChatBubbleIcon, SmallCloseIcon } from '@/features/chat/components/chat-icons';
import { isDisclaimerAccepted, recordDisclaimerAccepted } from '@/features/chat/disclaimer-storage';

// The chat itself (window, dialog, client) is its own chunk, fetched on the first hover or click.
const loadFloatingChat = () => import('@/features/chat/floating-chat');
// TanStack Query comes with the chat (its requests), not with the launcher.
const FloatingChat = lazy(async () => {
  const [chat, { withQueryProvider }] = await Promise.all([loadFloatingChat(), import('@/lib/query-provider')]);
  return { default: withQueryProvider(chat.default) };
});

/**
 * Aine's launcher on the pages that carry the assistant. Opens the chat when the disclaimer was
 * accepted in this browser session, else the disclaimer; its small close button hides the
 * assistant until the visitor leaves the page.
 */
export function FloatingAssistant({ context }: { context: ChatContext }) {
  const [hidden, setHidden] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);

  if (hidden) return null;

  function openAssistant() {
    setLoaded(true);
    if (isDisclaimerAccepted()) {
      setAccepted(true);
      setChatOpen(true);
    } else {
      setDisclaimerOpen(true);
    }
  }

  return (
    <>
      {chatOpen ? null : (
        <div className="fixed bottom-4 right-4 z-40 sm:bottom-6 sm:right-6" data-testid="chat-launcher">
          <button
            type="button"
            onClick={openAssistant}
            onPointerEnter={() => void loadFloatingChat()}
            onFocus={() => void loadFloatingChat()}
            aria-label={chatUi.launcherLabel}
            aria-haspopup="dialog"
            className="flex h-14 items-center gap-2 rounded-full bg-teal-400 px-4 text-navy-950 shadow-xl ring-4 ring-white/70 transition-colors hover:bg-teal-300 sm:px-5"
          >
            <ChatBubbleIcon className="text-2xl" />
            <span className="hidden text-sm font-bold sm:inline">Ask {assistant.name}</span>
          </button>
          <button
            type="button"
            onClick={() => setHidden(true)}
            aria-label={chatUi.hideLauncherLabel}
            className="absolute -right-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-navy-900 text-xs text-white shadow ring-2 ring-white hover:bg-navy-700"
          >
            <SmallCloseIcon />
          </button>
        </div>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <FloatingChat
            context={context}
            chatOpen={chatOpen}
            disclaimerOpen={disclaimerOpen}
            accepted={accepted}
            onCancel={() => {
              setDisclaimerOpen(false);
              setChatOpen(false);
            }}
            onAccept={() => {
              recordDisclaimerAccepted();
              setAccepted(true);
              setDisclaimerOpen(false);
              setChatOpen(true);
            }}
            onClose={() => setChatOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
