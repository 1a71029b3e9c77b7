import { chatUi } from '#content/chat';
import { ChatBubbleIcon, SmallCloseIcon } from '@/features/chat/components/chat-icons';

type Props = {
  onOpen?: () => void;
  onPrepare?: () => void;
  onHide?: () => void;
};

export const EARLY_OPEN_CHAT = 'open-chat';
export const EARLY_HIDE_ASSISTANT = 'hide-assistant';
export const LAUNCHER_TEST_ID = 'chat-launcher';

/**
 * Aine's launcher and its small close button. Its accessible name is its visible label ("Ask Aine",
 * WCAG 2.5.3), still read on phones where only the icon shows. It is in the prerendered HTML, and
 * until the assistant's code has loaded and claimed it, the page's early-click keeper (index.html)
 * keeps its taps for the assistant to carry out.
 */
export function FloatingLauncher({ onOpen, onPrepare, onHide }: Props) {
  return (
    <div className="floating-launcher fixed bottom-2 right-4 z-40 wide:bottom-6 wide:right-6" data-testid={LAUNCHER_TEST_ID}>
      <button
        type="button"
        data-early-click={EARLY_OPEN_CHAT}
        onClick={onOpen}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        aria-haspopup="dialog"
        className="flex h-14 items-center gap-2 rounded-full bg-teal-400 px-4 text-navy-950 shadow-xl ring-4 ring-white/70 transition-colors hover:bg-teal-300 sm:px-5"
      >
        <ChatBubbleIcon className="text-2xl" />
        <span className="sr-only text-sm font-bold sm:not-sr-only">{chatUi.launcherLabel}</span>
      </button>
      <button
        type="button"
        data-early-click={EARLY_HIDE_ASSISTANT}
        onClick={onHide}
        aria-label={chatUi.hideLauncherLabel}
        className="absolute -right-1.5 -top-1.5 flex size-6 items-center justify-center rounded-full bg-navy-900 text-xs text-white shadow ring-2 ring-white hover:bg-navy-700"
      >
        <SmallCloseIcon />
      </button>
    </div>
  );
}
