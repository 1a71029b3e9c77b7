import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChatContext } from '#content/chat';
import { EARLY_HIDE_ASSISTANT, FloatingLauncher, LAUNCHER_TEST_ID } from '@/features/chat/floating-launcher';
import { claimEarlyClicks, earlyAction } from '@/lib/early-clicks';
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
 * assistant until the visitor leaves the page. Taps on the launcher made before this had loaded
 * (kept by the page's early-click keeper) are carried out as soon as it has.
 *
 * An island (hydrates when the page is idle) over the launcher in the prerendered HTML. It hydrates
 * that button in place, never swapping it for another: a press spanning a swap would become a click
 * on nothing and be lost (first-paint-input.spec.ts).
 */
export function FloatingAssistant({ context }: { context: ChatContext }) {
  const [hidden, setHidden] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [disclaimerOpen, setDisclaimerOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);

  function openAssistant() {
    setLoaded(true);
    if (isDisclaimerAccepted()) {
      setAccepted(true);
      setChatOpen(true);
    } else {
      setDisclaimerOpen(true);
    }
  }

  // Taps on the launcher made before this had loaded: the last one is carried out.
  useEffect(
    () =>
      claimEarlyClicks(
        (control) => control.closest(`[data-testid="${LAUNCHER_TEST_ID}"]`) !== null,
        (taps) => {
          if (taps.some((control) => earlyAction(control) === EARLY_HIDE_ASSISTANT)) setHidden(true);
          else openAssistant();
        },
      ),
    // Claimed once, when the assistant has loaded.
    [],
  );

  if (hidden) return null;

  return (
    <>
      {chatOpen ? null : (
        <FloatingLauncher onOpen={openAssistant} onPrepare={() => void loadFloatingChat()} onHide={() => setHidden(true)} />
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
