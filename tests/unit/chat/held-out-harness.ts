import { createChatService } from '#core/chat/chat-service';
import { createHandoverDialogue } from '#core/chat/handover/desk';
import type { ChatThread, ReplyGenerator } from '#core/chat/types';
import { judgeReply, type HeldOutQuestion } from './held-out-case.ts';
import type { Answerer, Score } from './question-harness.ts';

/**
 * Plays each held-out question the way a visitor meets Aine without a model: through the chat
 * service with the hand-over dialogue, in one conversation with the questions it follows up, and
 * judges the last reply by the set's own rule (`judgeReply`). Nothing here knows the cases.
 */
function conversationOf(question: HeldOutQuestion, byId: ReadonlyMap<string, HeldOutQuestion>): HeldOutQuestion[] {
  const chain = [question];
  for (let parent = question.followUpOf; parent !== undefined; parent = byId.get(parent)?.followUpOf) {
    const earlier = byId.get(parent);
    if (!earlier) throw new Error(`held-out case ${question.id} follows unknown ${parent}`);
    chain.unshift(earlier);
  }
  return chain;
}

function chatWith(engine: Answerer) {
  const threads = new Map<string, ChatThread>();
  const generator: ReplyGenerator = {
    name: 'offline',
    reply: async ({ context, history, message }) => engine.respond({ message, context, history }).text,
  };
  let ids = 0;
  const chat = createChatService({
    threads: { load: async (id) => threads.get(id), save: async (thread) => void threads.set(thread.id, thread) },
    rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 60 }) },
    generator,
    newId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    dialogues: [
      createHandoverDialogue({ conductsDialogue: true, submit: async () => ({ submissionId: `5ub${String(ids).padStart(5, '0')}-0000-4000-8000-000000000000`, outcome: 'accepted' }) }),
    ],
  });
  return async (messages: readonly string[]): Promise<string> => {
    let threadId: string | null = null;
    let reply = '';
    for (const message of messages) {
      const result = await chat.respond({ message, context: 'interview-tips', threadId, clientId: '203.0.113.9' });
      threadId = result.threadId;
      reply = result.response;
    }
    return reply;
  };
}

export async function heldOutScores(engine: Answerer, cases: readonly HeldOutQuestion[]) {
  const byId = new Map(cases.map((question) => [question.id, question]));
  const converse = chatWith(engine);
  const results: { question: HeldOutQuestion; pass: boolean; problems: string[]; reply: string }[] = [];
  for (const question of cases) {
    const reply = await converse(conversationOf(question, byId).map((step) => step.question));
    const judgement = judgeReply(question, reply);
    results.push({
      question,
      pass: judgement.pass,
      reply,
      problems: [...judgement.missing.map((fact) => `missing ${JSON.stringify(fact)}`), ...judgement.forbidden.map((fact) => `contains ${JSON.stringify(fact)}`)],
    });
  }
  const scoreOf = (selected: typeof results): Score => {
    const failures = selected.filter((result) => !result.pass).map((result) => ({ question: `${result.question.id}: ${result.question.question}`, problems: result.problems, reply: result.reply }));
    const passed = selected.length - failures.length;
    return { passed, total: selected.length, share: selected.length === 0 ? 1 : passed / selected.length, failures };
  };
  return { heldOut: scoreOf(results), offTopic: scoreOf(results.filter((result) => result.question.kind === 'off-topic')) };
}
