import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { assistant, chatUi } from '#content/chat';
import { MAX_CHAT_MESSAGE_LENGTH } from '#content/constants';
import { cn } from '@/lib/cn';
import { SendIcon } from '@/features/chat/components/chat-icons';
import { MessageText } from '@/features/chat/components/message-text';
import type { ChatMessage } from '@/features/chat/use-chat';

type Props = {
  messages: readonly ChatMessage[];
  /** A reply is on its way: sending is disabled. */
  pending: boolean;
  /** No words of the reply yet: the typing indicator shows. */
  waitingForFirstWords: boolean;
  /** The disclaimer was accepted: input and send are enabled. */
  enabled: boolean;
  onSend: (text: string) => void;
  className?: string;
  autoFocus?: boolean;
};

function TypingIndicator() {
  return (
    <div className="flex justify-start" role="status" aria-label={chatUi.typingLabel} data-testid="typing-indicator">
      <div className="flex items-center gap-1 rounded-2xl rounded-bl-sm bg-navy-50 px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-2 animate-bounce rounded-full bg-navy-300 motion-reduce:animate-none" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </div>
    </div>
  );
}

/** Messages, typing indicator and the message box, shared by the floating chat and /ai-assistant. */
export function ChatWindow({ messages, pending, waitingForFirstWords, enabled, onSend, className, autoFocus }: Props) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, waitingForFirstWords]);

  useEffect(() => {
    if (enabled && autoFocus) inputRef.current?.focus();
  }, [enabled, autoFocus]);

  const canSend = enabled && !pending && draft.trim().length > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    onSend(draft);
    setDraft('');
  }

  return (
    <div className={cn('flex min-h-0 flex-col', className)}>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={`Conversation with ${assistant.name}`}
        className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
      >
        {messages.map((message) => (
          <div key={message.id} className={cn('flex', message.isUser ? 'justify-end' : 'justify-start')}>
            <div
              data-testid={message.isUser ? 'user-message' : 'assistant-message'}
              className={cn(
                'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
                message.isUser ? 'rounded-br-sm bg-navy-900 text-white' : 'rounded-bl-sm bg-navy-50 text-navy-950',
                message.isError && 'border border-amber-300 bg-amber-50 text-amber-950',
              )}
            >
              <span className="sr-only">{message.isUser ? 'You: ' : `${assistant.name}: `}</span>
              {message.isUser ? message.text : <MessageText text={message.text} />}
            </div>
          </div>
        ))}
        {waitingForFirstWords ? <TypingIndicator /> : null}
      </div>
      <form onSubmit={submit} className="flex items-center gap-2 border-t border-navy-100 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          Message {assistant.name}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!enabled}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          placeholder={chatUi.inputPlaceholder}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-navy-200 bg-white px-4 text-sm text-navy-950 placeholder:text-slate-500 focus:border-teal-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100"
        />
        <button
          type="submit"
          disabled={!canSend}
          aria-label={chatUi.sendLabel}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-teal-400 text-lg text-navy-950 transition-colors hover:bg-teal-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
