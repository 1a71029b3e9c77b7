import { useEffect, useRef } from 'react';
import { assistant, chatGreetings, chatUi, disclaimer, type ChatContext } from '#content/chat';
import { CHAT_WINDOW_HEIGHT_PX, CHAT_WINDOW_WIDTH_UNITS } from '#content/constants';
import { DisclaimerDialog } from '@/features/chat/components/disclaimer-dialog';
import { ChatWindow } from '@/features/chat/components/chat-window';
import { SmallCloseIcon } from '@/features/chat/components/chat-icons';
import { assistantMessage, useChat } from '@/features/chat/use-chat';

// One Tailwind width unit is 0.25rem; the small-screen caps stay in the class list.
const windowSize = { width: `${CHAT_WINDOW_WIDTH_UNITS * 0.25}rem`, height: `${CHAT_WINDOW_HEIGHT_PX}px` } as const;

type Props = {
  context: ChatContext;
  chatOpen: boolean;
  disclaimerOpen: boolean;
  accepted: boolean;
  onCancel: () => void;
  onAccept: () => void;
  onClose: () => void;
};

/**
 * The floating chat's window and disclaimer dialog, loaded on first use so pages do not ship the
 * chat code. Stays mounted once loaded, so the conversation survives closing and reopening.
 */
export default function FloatingChat({ context, chatOpen, disclaimerOpen, accepted, onCancel, onAccept, onClose }: Props) {
  const chat = useChat(context);
  const greeted = useRef(false);
  const { addMessage } = chat;

  useEffect(() => {
    if (!chatOpen || greeted.current) return;
    greeted.current = true;
    addMessage(assistantMessage(chatGreetings[context]));
  }, [chatOpen, context, addMessage]);

  return (
    <>
      <DisclaimerDialog open={disclaimerOpen} dismissLabel={disclaimer.cancelLabel} onDismiss={onCancel} onAccept={onAccept} />
      {chatOpen ? (
        <section
          aria-label={`Chat with ${assistant.name}`}
          data-testid="floating-chat"
          style={windowSize}
          className="fixed bottom-4 right-4 z-50 flex max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-2xl sm:bottom-6 sm:right-6"
        >
          <header className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-teal-400 font-bold text-navy-950">
              {assistant.name.charAt(0)}
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="text-base font-bold leading-tight">{assistant.name}</h2>
              <p className="truncate text-xs text-navy-200">{assistant.tagline}</p>
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={chatUi.closeLabel}
              className="flex size-9 items-center justify-center rounded-full text-lg text-white hover:bg-white/10"
            >
              <SmallCloseIcon />
            </button>
          </header>
          <ChatWindow
            messages={chat.messages}
            pending={chat.pending}
            waitingForFirstWords={chat.waitingForFirstWords}
            enabled={accepted}
            onSend={(text) => void chat.send(text)}
            className="flex-1"
            autoFocus
          />
        </section>
      ) : null}
    </>
  );
}
