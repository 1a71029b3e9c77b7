import { useMemo, useSyncExternalStore } from 'react';
import { assistant, assistantPage, popularQuestions, type PopularQuestion } from '#content/chat';
import { AwardIcon, EuroIcon, MessageIcon, TrendingUpIcon } from '@/components/icons/icons';
import { Container } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/page-hero';
import { ChatWindow } from '@/features/chat/components/chat-window';
import { PAGE_DISCLAIMER_ID, PageDisclaimer } from '@/features/chat/components/page-disclaimer';
import { isDisclaimerAccepted } from '@/features/chat/disclaimer-storage';
import { assistantMessage, useChat } from '@/features/chat/use-chat';

const categoryIcons = {
  Salary: EuroIcon,
  Interview: MessageIcon,
  Market: TrendingUpIcon,
  Qualification: AwardIcon,
} as const satisfies Record<PopularQuestion['category'], unknown>;

/** The page's disclaimer closes once answered (see PageDisclaimer): then acceptance may have changed. */
function subscribeToDisclaimer(onChange: () => void): () => void {
  const dialog = document.getElementById(PAGE_DISCLAIMER_ID);
  dialog?.addEventListener('close', onChange);
  return () => dialog?.removeEventListener('close', onChange);
}

/** Accepted in this session, or on this page when storage is blocked. */
const acceptedInBrowser = () => isDisclaimerAccepted() || document.documentElement.dataset.disclaimerAccepted === 'true';

/** /ai-assistant: the disclaimer first, then the popular questions and the full chat window. */
export default function AiAssistantPage() {
  const chat = useChat(assistantPage.context);
  // Session storage exists only in the browser: the prerendered page starts locked; the disclaimer
  // in its HTML opens (or stays closed) before the first paint, and unlocks the page once accepted.
  const accepted = useSyncExternalStore(subscribeToDisclaimer, acceptedInBrowser, () => false);
  const welcome = useMemo(() => assistantMessage(assistantPage.welcomeMessage), []);
  const messages = accepted ? [welcome, ...chat.messages] : chat.messages;

  const ask = (question: string) => void chat.send(question);

  return (
    <>
      <PageHero headerHidden eyebrow="AI Recruitment Assistant" title={assistantPage.title} intro={assistantPage.subtitle} />
      <Container className="py-10 sm:py-14">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <section aria-labelledby="popular-questions">
            <h2 id="popular-questions" className="text-xl font-bold text-navy-950">
              {assistantPage.popularQuestionsHeading}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
              {popularQuestions.map(({ category, question }) => {
                const Icon = categoryIcons[category];
                return (
                  <li key={category}>
                    <button
                      type="button"
                      onClick={() => ask(question)}
                      disabled={!accepted || chat.pending}
                      className="flex h-full w-full items-start gap-3 rounded-2xl border border-navy-100 bg-white p-4 text-left shadow-sm transition hover:border-teal-400 hover:shadow-md disabled:cursor-not-allowed disabled:opacity-60"
                    >
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-100 text-lg text-teal-800">
                        <Icon />
                      </span>
                      <span>
                        <span className="block text-xs font-bold uppercase tracking-wider text-teal-700">{category}</span>
                        <span className="mt-1 block text-sm font-medium text-navy-950">{question}</span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-label={`Chat with ${assistant.name}`} className="flex h-[500px] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-xl" data-testid="assistant-chat">
            <div className="flex items-center gap-3 bg-navy-900 px-5 py-3 text-white">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-teal-400 font-bold text-navy-950">
                {assistant.name.charAt(0)}
              </span>
              <div>
                <h2 className="text-base font-bold leading-tight">{assistant.name}</h2>
                <p className="text-xs text-navy-200">{assistant.tagline}</p>
              </div>
            </div>
            <ChatWindow
              messages={messages}
              pending={chat.pending}
              waitingForFirstWords={chat.waitingForFirstWords}
              enabled={accepted}
              onSend={ask}
              className="flex-1"
              autoFocus
            />
          </section>
        </div>
      </Container>

      <PageDisclaimer />
    </>
  );
}
