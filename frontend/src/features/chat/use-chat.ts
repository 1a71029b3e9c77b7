import { useCallback, useRef, useState } from 'react';
import { chatErrorMessages, type ChatContext } from '#content/chat';
import { ChatFailure, sendChatMessage } from '@/features/chat/api/chat-client';

/** One message of the chat (spec: id, text, isUser, timestamp). */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly isUser: boolean;
  readonly timestamp: Date;
  /** An error text from the catalogue rather than a reply. */
  readonly isError?: boolean;
}

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

export function assistantMessage(text: string): ChatMessage {
  return { id: nextId(), text, isUser: false, timestamp: new Date() };
}

/**
 * The conversation state of one chat: messages, the reply in progress (shown as it streams in),
 * and the thread id the server returned, sent back with every later message.
 */
export function useChat(context: ChatContext) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const threadId = useRef<string | null>(null);
  const busy = useRef(false);

  const addMessage = useCallback((message: ChatMessage) => setMessages((current) => [...current, message]), []);

  const send = useCallback(
    async (text: string) => {
      if (busy.current) return;
      // zod comes with the first message sent, not with the page.
      const { chatMessageSchema } = await import('#core/schemas/chat');
      const parsed = chatMessageSchema.safeParse(text);
      if (!parsed.success || busy.current) return;
      busy.current = true;
      setPending(true);
      addMessage({ id: nextId(), text: parsed.data, isUser: true, timestamp: new Date() });
      const replyId = nextId();
      let streamed = '';
      const showReply = (reply: string, isError = false) =>
        setMessages((current) => {
          const message: ChatMessage = { id: replyId, text: reply, isUser: false, timestamp: new Date(), isError };
          return current.some((candidate) => candidate.id === replyId)
            ? current.map((candidate) => (candidate.id === replyId ? message : candidate))
            : [...current, message];
        });
      try {
        const result = await sendChatMessage({
          message: parsed.data,
          context,
          threadId: threadId.current,
          onDelta: (delta) => {
            streamed += delta;
            showReply(streamed);
          },
        });
        if (result.threadId) threadId.current = result.threadId;
        showReply(result.response);
      } catch (error) {
        showReply(error instanceof ChatFailure ? error.message : chatErrorMessages.exception, true);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [addMessage, context],
  );

  /** True while waiting for the first words of a reply (the typing indicator). */
  const waitingForFirstWords = pending && (messages.at(-1)?.isUser ?? false);

  return { messages, pending, waitingForFirstWords, send, addMessage };
}
