import { Dialog } from 'radix-ui';
import { disclaimer } from '#content/chat';
import { buttonClass } from '@/components/ui/button';
import { ShieldAlertIcon } from '@/features/chat/components/chat-icons';
import { DisclaimerText } from '@/features/chat/components/disclaimer-text';

type Props = {
  open: boolean;
  /** 'Cancel' on the floating chat, 'Go Back' on /ai-assistant. */
  dismissLabel: string;
  onDismiss: () => void;
  onAccept: () => void;
};

/** The AI disclaimer the visitor accepts before chatting (Radix Dialog: focus trap, Escape, labelling). */
export function DisclaimerDialog({ open, dismissLabel, onDismiss, onAccept }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-navy-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[71] max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xl text-teal-800">
              <ShieldAlertIcon />
            </span>
            <Dialog.Title className="pt-1.5 text-xl font-bold text-navy-950">{disclaimer.title}</Dialog.Title>
          </div>
          <Dialog.Description asChild>
            <DisclaimerText />
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onDismiss} className={buttonClass('outline', 'min-h-11')}>
              {dismissLabel}
            </button>
            <button type="button" onClick={onAccept} className={buttonClass('primary', 'min-h-11')}>
              {disclaimer.acceptLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
