import { describe, expect, it } from 'vitest';
import { agency } from '#content/agency';
import { handoverTexts } from '#content/chat-handover';
import { fieldErrorMessages } from '#content/field-errors';
import { privacyConsent } from '#content/forms';
import { createChatService, type DialogueTurn } from '#core/chat/chat-service';
import { createHandoverDialogue, redactContact } from '#core/chat/handover/desk';
import { handoverDialogue } from '#core/chat/handover/dialogue';
import { asksForPerson, statesItsSubject } from '#core/chat/handover/phrases';
import { teamMembers } from '#content/team';
import { initialHandoverState, type HandoverState } from '#core/chat/handover/state';
import { handoverIdempotencyKey } from '#core/chat/handover/submission';
import { HANDOVER_TOOL_NAME } from '#core/chat/handover/tool';
import { offlineReplyGenerator } from '#core/chat/offline-generator';
import type { ChatThread, ReplyGenerator, ThreadStore, TurnTool } from '#core/chat/types';
import { AppError } from '#core/errors';
import { deliverSubmission } from '#core/submissions/deliver';
import { submit } from '#core/submissions/submit';
import type { HandoverSubmissionInput } from '#core/chat/handover/submission';
import { memoryCvStore, memoryLimiter, memoryMailer, memoryQueue, memoryStore, silentLog } from '../submissions/pipeline-fakes.ts';

/**
 * The hand-over to a recruiter in the domain: the dialogue with the offline engine, the model's
 * tool, and the submission that goes through the real submit() and deliver() over in-memory ports.
 */
const NOW = new Date('2025-11-03T14:05:00.000Z');

function threadStore(failSaves = { count: 0 }) {
  const threads = new Map<string, ChatThread>();
  const store: ThreadStore = {
    load: async (id) => threads.get(id),
    save: async (thread) => {
      if (failSaves.count > 0) {
        failSaves.count -= 1;
        throw new Error('thread store down');
      }
      threads.set(thread.id, thread);
    },
  };
  return { store, threads };
}

function harness(options: { generator?: ReplyGenerator; submitError?: Error; failSaves?: { count: number } } = {}) {
  const submissions = memoryStore();
  const queue = memoryQueue();
  const cvs = memoryCvStore();
  const threads = threadStore(options.failSaves);
  const submitted: Array<{ input: HandoverSubmissionInput; clientId: string }> = [];
  let ids = 0;
  const generator = options.generator ?? offlineReplyGenerator;
  const handover = createHandoverDialogue({
    conductsDialogue: generator === offlineReplyGenerator,
    submit: async (input, clientId) => {
      submitted.push({ input, clientId });
      if (options.submitError) throw options.submitError;
      return submit(
        { ...input, clientId },
        {
          store: submissions.store,
          cvs: cvs.cvs,
          queue: queue.queue,
          log: silentLog,
          now: () => NOW,
          newId: () => `5ub0000${++ids}-0000-4000-8000-000000000000`,
          limits: { perClient: memoryLimiter().limiter, perEmail: memoryLimiter().limiter },
        },
      );
    },
  });
  let threadIds = 0;
  const chat = createChatService({
    threads: threads.store,
    rateLimiter: { hit: async () => ({ allowed: true, retryAfterSeconds: 60 }) },
    generator,
    newId: () => `00000000-0000-4000-8000-00000000000${threadIds++}`,
    now: () => NOW,
    dialogues: [handover],
  });
  let threadId: string | null = null;
  const say = async (message: string) => {
    const result = await chat.respond({ message, context: 'interview-tips', threadId, clientId: '203.0.113.7' });
    threadId = result.threadId;
    return result.response;
  };
  const thread = () => threads.threads.get(threadId!)!;
  const mail = async () => {
    const mailer = memoryMailer();
    for (const submissionId of queue.messages) {
      await deliverSubmission(submissionId, {
        store: submissions.store,
        cvs: cvs.cvs,
        mailer: mailer.mailer,
        log: silentLog,
        now: () => NOW,
        newToken: () => 'token',
        mail: { from: { name: 'Site', address: 'site@example.com' }, to: 'recruiters@example.com', brandName: agency.brandName, cvLinkTtlSeconds: 3600, claimLeaseMs: 30_000 },
      });
    }
    return mailer.sent;
  };
  return { say, thread, submitted, queue, submissions, mail };
}

describe('hand-over with the offline engine', () => {
  it('offers it under an "I don\'t know", collects name, email and phone, asks consent in the privacy policy\'s words, and sends once', async () => {
    const h = harness();
    const unknown = await h.say('What is the price of bitcoin <script>alert(1)</script>?');
    expect(unknown).toContain("I don't know");
    expect(unknown.endsWith(handoverTexts.offer)).toBe(true);
    expect(h.thread().handover?.step).toBe('offered');

    expect(await h.say('yes please')).toBe(handoverTexts.start);
    expect(await h.say("My name's Jane Doe")).toBe(handoverTexts.askEmail('Jane'));
    expect(await h.say('it is jane.doe@example.com')).toBe(handoverTexts.askPhone);
    const consent = await h.say('087 123 4567');
    // What is sent, to whom, and the consent in the forms' words.
    expect(consent).toContain('your question, our conversation so far, and your contact details (Jane Doe, jane.doe@example.com, 087 123 4567)');
    expect(consent).toContain(`${agency.brandName}'s recruiters`);
    expect(consent).toContain(`"${privacyConsent}"`);
    expect(h.submitted).toHaveLength(0);

    const done = await h.say('Yes');
    expect(done).toContain(agency.businessHours.display);
    expect(done).toMatch(/reference 5ub00001/);
    expect(h.submitted).toHaveLength(1);
    const { input, clientId } = h.submitted[0]!;
    expect(clientId).toBe('203.0.113.7');
    expect(input.kind).toBe('chat-handover');
    expect(input.idempotencyKey).toBe(handoverIdempotencyKey(h.thread().id, 1));
    expect(input.details).toMatchObject({ name: 'Jane Doe', email: 'jane.doe@example.com', phone: '087 123 4567', message: 'What is the price of bitcoin <script>alert(1)</script>?' });
    expect(input.details.transcript!.map((entry) => entry.role)).toEqual(['visitor', 'assistant']);
    expect(h.queue.messages).toHaveLength(1);

    // The thread keeps no contact details once the hand-over ended (erasure cannot find threads by email).
    const stored = JSON.stringify(h.thread());
    expect(stored).not.toContain('jane.doe@example.com');
    expect(stored).not.toContain('087 123 4567');
    expect(stored).not.toContain('Jane');
    expect(h.thread().handover).toEqual({ step: 'sent', sent: 1, reference: '5ub00001' });

    // A re-sent "yes" does not send it again.
    expect(await h.say('Yes')).toBe(handoverTexts.alreadySent('5ub00001'));
    expect(h.submitted).toHaveLength(1);

    const [email, ...others] = await h.mail();
    expect(others).toEqual([]);
    expect(email!.to).toBe('recruiters@example.com');
    expect(email!.replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@example.com' });
    expect(email!.subject).toBe('Question from the chat with Aine - Jane Doe');
    expect(email!.html).toContain('bitcoin &lt;script&gt;alert(1)&lt;/script&gt;?');
    expect(email!.html).not.toContain('<script>');
    expect(email!.html).toContain('Conversation so far');
    expect(email!.text).toContain('Visitor: What is the price of bitcoin');
  });

  it('starts when the visitor asks for a person, lets the phone be skipped, and passes on the question before the request', async () => {
    const h = harness();
    await h.say('Which recruiter handles tax roles in Galway?');
    expect(await h.say('Can I talk to a recruiter?')).toBe(handoverTexts.start);
    await h.say('Sam');
    await h.say('sam@example.ie');
    const consent = await h.say('skip');
    expect(consent).toContain('(Sam, sam@example.ie)');
    await h.say('I agree');
    expect(h.submitted).toHaveLength(1);
    expect(h.submitted[0]!.input.details).toMatchObject({ name: 'Sam', email: 'sam@example.ie', message: 'Which recruiter handles tax roles in Galway?' });
    expect(h.submitted[0]!.input.details.phone).toBeUndefined();
  });

  it('passes on the request itself when it says what it is about, not the unrelated message before it', async () => {
    const h = harness();
    await h.say('whats the weather like in Kerry this weekend');
    expect(await h.say('could Conor give me a ring regarding a credit controller vacancy we have')).toBe(handoverTexts.start);
    await h.say('Sam');
    await h.say('sam@example.ie');
    await h.say('skip');
    await h.say('yes');
    expect(h.submitted[0]!.input.details).toMatchObject({ message: 'could Conor give me a ring regarding a credit controller vacancy we have' });
    // The unrelated message stays in the conversation the recruiters get.
    expect(h.submitted[0]!.input.details.transcript).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'whats the weather like in Kerry this weekend' })]));
  });

  it.each([
    ['talk to someone about it', false],
    ['can a recruiter call me about this', false],
    ['speak to a recruiter about an FC role in Cork', true],
    ['put me onto niamh re: the payroll job', true],
  ])('reads whether a request for a person says its subject: %s', (message, states) => {
    expect(statesItsSubject(message)).toBe(states);
  });

  it('sends nothing without a clear yes to the consent question', async () => {
    const h = harness();
    await h.say('human please');
    await h.say('Jane Doe');
    await h.say('jane@example.com');
    await h.say('skip');
    const unclear = await h.say('what happens to my data?');
    expect(unclear.startsWith(handoverTexts.consentUnclear)).toBe(true);
    expect(unclear).toContain(privacyConsent);
    expect(await h.say('no')).toBe(handoverTexts.cancelled);
    expect(h.submitted).toHaveLength(0);
    expect(h.queue.messages).toHaveLength(0);
    expect(JSON.stringify(h.thread())).not.toContain('jane@example.com');
    expect(h.thread().handover).toEqual({ step: 'idle', sent: 0 });
  });

  it.each(['offered', 'name', 'email', 'phone', 'consent'] as const)('can be cancelled at the %s step', async (step) => {
    const h = harness();
    const answers = ['What is the price of bitcoin?', 'yes', 'Jane Doe', 'jane@example.com', 'skip'];
    const steps = ['offered', 'name', 'email', 'phone', 'consent'];
    for (const answer of answers.slice(0, steps.indexOf(step) + 1)) await h.say(answer);
    expect(h.thread().handover?.step).toBe(step);
    expect(await h.say('cancel')).toBe(handoverTexts.cancelled);
    expect(h.thread().handover).toEqual({ step: 'idle', sent: 0 });
    expect(h.submitted).toHaveLength(0);
  });

  it('takes "no" to the name or email question as a change of mind, and "yes" as no name', async () => {
    const h = harness();
    await h.say('speak to someone');
    expect(await h.say('yes')).toBe(handoverTexts.askName);
    expect(await h.say('no thanks')).toBe(handoverTexts.cancelled);
    await h.say('speak to someone');
    await h.say('Jane');
    expect(await h.say('no')).toBe(handoverTexts.cancelled);
    expect(h.thread().handover).toEqual({ step: 'idle', sent: 0 });
    expect(h.submitted).toHaveLength(0);
  });

  it("answers a bad name, email or phone with the forms' messages and asks again", async () => {
    const h = harness();
    await h.say('speak to someone');
    expect(await h.say('x'.repeat(101))).toBe(handoverTexts.invalidField(fieldErrorMessages.nameTooLong, handoverTexts.askName));
    expect(await h.say('How much does an ACCA cost?')).toBe(handoverTexts.nameLooksLikeAQuestion);
    await h.say('Jane');
    expect(await h.say('jane at example dot com')).toBe(handoverTexts.invalidField(fieldErrorMessages.emailInvalid, handoverTexts.emailRetry));
    await h.say('jane@example.com');
    expect(await h.say('call me maybe 12')).toBe(handoverTexts.invalidField(fieldErrorMessages.phoneInvalid, handoverTexts.phoneRetry));
    expect(h.thread().handover?.step).toBe('phone');
  });

  it('offers only once per thread, but a visitor who asks for a person again starts a new hand-over under a new key', async () => {
    const h = harness();
    for (const message of ['can someone call me', 'Jane', 'jane@example.com', 'skip', 'yes']) await h.say(message);
    const again = await h.say('What is the price of bitcoin?');
    expect(again).toContain("I don't know");
    expect(again).not.toContain(handoverTexts.offer);
    for (const message of ['I want to speak to a person', 'Jane', 'jane@example.com', 'skip', 'yes']) await h.say(message);
    expect(h.submitted.map((entry) => entry.input.idempotencyKey)).toEqual([handoverIdempotencyKey(h.thread().id, 1), handoverIdempotencyKey(h.thread().id, 2)]);
    expect(h.queue.messages).toHaveLength(2);
  });

  it('queues it once when the thread could not be saved after sending and the visitor says yes again', async () => {
    const failSaves = { count: 0 };
    const h = harness({ failSaves });
    for (const message of ['talk to a human', 'Jane', 'jane@example.com', 'skip']) await h.say(message);
    failSaves.count = 1;
    const first = await h.say('yes');
    expect(h.thread().handover?.step).toBe('consent');
    const second = await h.say('yes');
    expect(second).toBe(first);
    expect(h.submitted).toHaveLength(2);
    expect(h.queue.messages).toHaveLength(1);
    expect((await h.mail()).length).toBe(1);
  });

  it('tells the visitor when the pipeline refuses it (a limit) and keeps the consent step for a retry', async () => {
    const h = harness({ submitError: new AppError({ status: 429, code: 'rate_limited', message: 'Too many submissions. Please try again later.' }) });
    for (const message of ['talk to a human', 'Jane', 'jane@example.com', 'skip']) await h.say(message);
    expect(await h.say('yes')).toBe(handoverTexts.notSent('Too many submissions. Please try again later.'));
    expect(h.thread().handover?.step).toBe('consent');
    expect(h.queue.messages).toHaveLength(0);
  });

  it('fails the turn, not silently, when the queue is down', async () => {
    const h = harness({ submitError: new AppError({ status: 503, code: 'dependency_unavailable', message: 'SQS is unavailable', expose: false }) });
    for (const message of ['talk to a human', 'Jane', 'jane@example.com', 'skip']) await h.say(message);
    await expect(h.say('yes')).rejects.toMatchObject({ status: 503 });
  });
});

describe('hand-over dialogue (pure)', () => {
  it('lets another question through when an offer is ignored', () => {
    const offered: HandoverState = { step: 'offered', sent: 0, question: 'q', transcript: [] };
    expect(handoverDialogue(offered, 'What does a CFO earn in Cork?', [])).toEqual({ kind: 'pass', state: { step: 'idle', sent: 0 } });
    expect(handoverDialogue(initialHandoverState, 'What does a CFO earn in Cork?', [])).toEqual({ kind: 'pass', state: initialHandoverState });
  });

  it('takes a yes that goes on to ask something else as that question, and a plain yes as the start', () => {
    const offered: HandoverState = { step: 'offered', sent: 0, question: 'q', transcript: [] };
    expect(handoverDialogue(offered, 'ok. back to the fee, when would we have to pay it', [])).toEqual({ kind: 'pass', state: { step: 'idle', sent: 0 } });
    expect(handoverDialogue(offered, 'ok', [])).toMatchObject({ kind: 'reply', text: handoverTexts.start, state: { step: 'name' } });
    expect(handoverDialogue(offered, 'yes please, that would be great', [])).toMatchObject({ kind: 'reply', state: { step: 'name' } });
  });

  it('recognises requests for a person, and not questions about recruiters or roles', () => {
    for (const message of ['Can I talk to a recruiter?', 'speak to someone', 'Human please', 'human', 'I want to speak to a real person', 'could someone call me?', 'put me through to your team', 'can someone from your team get back to me', 'I want to talk to an actual recruiter about audit roles', 'would one of your recruiters ring me?', 'could I speak with one of your consultants', "I'd like a call back please", 'is there a person I can talk to', 'put me in touch with a recruiter', 'can one of the team phone me?', 'have a recruiter contact me about audit roles', 'have someone from ur team email me', 'can a member of staff get in touch re hiring', 'no more bot, person pls', 'hiya, is there a human on the other end, can i talk to them', 'is there any humans there i could talk to today', 'pass my details on to your team so someone contacts me', 'Would it be possible for a member of your team to call me regarding a vacancy we have?', `could you pass my details to ${teamMembers[0]!.name.split(' ')[0]!.toLowerCase()}, I want to talk about an FC role`, "I'd rather deal with an actual person", 'i would prefer to speak to one of your consultants', 'are you a bot? find me a real recruiter', `is ${teamMembers[1]!.name.split(' ')[0]!.toLowerCase()} around today`, 'is anyone around to chat', `would ${teamMembers[0]!.name.split(' ')[0]!.toLowerCase()} be free for a chat at all`, 'is there a human i can run this by', 'could a member of your recruitment team contact me directly']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['What do recruiters earn?', 'I want a consultant role in Dublin', 'talk me through the STAR method', 'Is a person with ACCA paid more?', 'can your team get me a job?', 'what does an actual recruiter earn?', 'can someone get in touch with the employer for me?', 'is there a person in charge of payroll there?', 'do you pass my details to employers?', 'i need someone to do my rental income return', 'do you only deal with people in dublin?', 'would i rather work with a recruiter or apply directly?', 'are your recruiters around the country?']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it('recognises a call back asked for as a note, or a call asked for the one the visitor speaks for', () => {
    for (const message of ['callback request about an audit senior role', 'call back please re our payroll vacancy', 'my wife is hiring a payroll manager, could one of your consultants phone her']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['can the doctor ring him back', 'will you call back the interviewer for me?', 'what is a callback in an interview']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it("recognises someone 'from ye' or 'from yous' (the Irish plural you) asked to call", () => {
    for (const message of ['can someone from ye phone me after 6, cant talk at work', 'could somebody from yous ring me tomorrow', 'would someone from you call me back']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    expect(asksForPerson('can anyone from ye tell me the fee')).toBe(false);
  });

  it("recognises 'one of ye' asked to ring, and whether a human is there 'at all'", () => {
    for (const message of ['wud one of ye give me a ring back when ye get a chance', 'could one of you call me about a hire', 'is there a human there at all, need to talk about hirin 3 accountants']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['can one of ye tell me the fee', 'is there a human resources role going at all']) expect(asksForPerson(message), message).toBe(false);
  });

  it('recognises being passed on to a person, and details passed on to one of the team named before as her or him', () => {
    const first = teamMembers[0]!.name.split(' ')[0]!;
    for (const message of ['pass me on to a human thx', 'can you hand me over to a recruiter', `${first} met me at a careers fair and told me to get in touch. Can you pass my details on to her?`]) {
      expect(asksForPerson(message), message).toBe(true);
    }
    // No one of the team named: 'her' may be anyone ('my sister is job hunting, do you pass my details on to her employer').
    for (const message of ['my sister is job hunting, can you pass my details on to her', 'pass me the salary guide for audit']) expect(asksForPerson(message), message).toBe(false);
  });

  it('recognises a person wanted to talk a matter through, in note form, and not someone wanted to do the work', () => {
    for (const message of ['need a person to discuss a senior hire asap', 'looking for someone to go through our options for an FC', 'we need a recruiter to talk about our audit vacancies']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['we need someone to do our payroll', 'need a person to file my tax return']) expect(asksForPerson(message), message).toBe(false);
  });

  it('recognises someone asked to ring back with the person named first, or asked whether there is one who could', () => {
    for (const message of ['Is there someone there who could give me a ring to go over our hiring plans?', "I don't suppose one of the recruiters could get in touch with me directly?"]) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['is there someone who could explain the fee', 'could the recruiter get in touch with the employer for me']) expect(asksForPerson(message), message).toBe(false);
  });

  it('recognises a call back from a recruiter asked in note form', () => {
    for (const message of ['recruiter call back? fc role', 'recruiter ring back pls']) expect(asksForPerson(message), message).toBe(true);
    expect(asksForPerson('what does a recruiter earn')).toBe(false);
  });

  it('recognises a request for a person with a courtesy before it, or to be put onto one of the team', () => {
    const first = teamMembers[1]!.name.split(' ')[0]!.toLowerCase();
    for (const message of ['could your recruiters kindly call me', 'would one of the team please email me back', `can you put me onto ${first} about a tax hire`, 'put me on to one of your consultants']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['could your recruiters kindly tell me the fee', 'put me onto the jobs page']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it('recognises a request for either of two people, for a firm as we, and as a sentence after another', () => {
    const [one, two] = teamMembers.map((member) => member.name.split(' ')[0]!.toLowerCase());
    for (const message of [`could ${one!} or ${two!} ring me back about a move`, 'we would like one of your consultants to call us about a hire', 'i dont want the chatbot. a real person please']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['how would a client contact us after a placement?', 'is a person on a contract paid the same?']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it('recognises a request for a person typed with a slip of the keys, and still not a question about roles', () => {
    for (const message of ['can I talk to a real perosn', "I'd like to speak to a recrutier please", 'can someoen from your team get back to me', 'put me thruogh to someone who can help', 'get a recruiter to cnotact me about FC jobs']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of ['what does a recrutier earn', 'can i talk to you about my contract']) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it('recognises a request for one of the team by name, and not a question about them', () => {
    const [first, second] = teamMembers.map((member) => member.name);
    const firstName = first!.split(' ')[0]!;
    for (const message of [`can ${firstName} give me a ring`, `could ${second} call me back?`, `get ${firstName} to give me a call`, 'can someone give me a bell']) {
      expect(asksForPerson(message), message).toBe(true);
    }
    for (const message of [`who is ${firstName}?`, `what does ${second} do`, `can ${firstName} help me with a CV`]) {
      expect(asksForPerson(message), message).toBe(false);
    }
  });

  it('redacts whole words only', () => {
    const turns = [{ role: 'user' as const, text: 'Al, al@example.com; salary question for Al', at: '' }];
    expect(redactContact(turns, { name: 'Al', email: 'al@example.com' })[0]!.text).toBe('[name], [email address]; salary question for [name]');
  });

  it('derives a stable UUID-shaped key per thread and hand-over number', () => {
    const key = handoverIdempotencyKey('00000000-0000-4000-8000-000000000001', 1);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(handoverIdempotencyKey('00000000-0000-4000-8000-000000000001', 1)).toBe(key);
    expect(handoverIdempotencyKey('00000000-0000-4000-8000-000000000001', 2)).not.toBe(key);
  });
});

/** A scripted model: calls the hand-over tool with the given arguments, then answers with the tool's status. */
function toolCallingModel(args: Record<string, unknown>) {
  const outputs: string[] = [];
  const generator: ReplyGenerator = {
    name: 'scripted-model',
    async reply(request) {
      const tool = request.turnTools?.find((candidate: TurnTool) => candidate.name === HANDOVER_TOOL_NAME);
      if (!tool) return 'no tool offered';
      const output = await tool.run(JSON.stringify(args));
      outputs.push(output);
      return `tool said ${(JSON.parse(output) as { status: string }).status}`;
    },
  };
  return { generator, outputs };
}

describe('hand-over tool of the language model', () => {
  const consentQuestion = `I'll send your question to our recruiters. Please confirm: "${privacyConsent}"`;
  const args = { consent: true, name: 'Jane Doe', email: 'jane@example.com', phone: null, question: 'Do you place interim CFOs?' };

  function scriptedThread(lastAssistant: string, visitorMessages: string[]): ChatThread {
    const turns = visitorMessages.flatMap((text) => [
      { role: 'user' as const, text, at: NOW.toISOString() },
      { role: 'assistant' as const, text: lastAssistant, at: NOW.toISOString() },
    ]);
    return { id: '00000000-0000-4000-8000-0000000000aa', context: 'interview-tips', turns, createdAt: NOW.toISOString() };
  }

  async function callTool(thread: ChatThread, message: string, toolArgs: Record<string, unknown> = args) {
    const submitted: HandoverSubmissionInput[] = [];
    const dialogue = createHandoverDialogue({
      conductsDialogue: false,
      submit: async (input) => {
        submitted.push(input);
        return { submissionId: 'abcdef12-0000-4000-8000-000000000000', outcome: 'accepted' };
      },
    });
    const turn: DialogueTurn = { thread, message, context: 'interview-tips', clientId: '198.51.100.1' };
    // With a model the step neither answers nor adds an offer itself: the model runs the dialogue.
    expect(await dialogue.before!(turn)).toBeUndefined();
    expect(await dialogue.after!(turn, "I'm sorry, I don't know.")).toBeUndefined();
    const tools = dialogue.tools!(turn);
    expect(tools.map((tool) => tool.name)).toEqual([HANDOVER_TOOL_NAME]);
    const tool = tools[0]!;
    const schema = tool.parameters as { properties: Record<string, unknown>; required: string[] };
    expect(schema.properties.consent).toMatchObject({ type: 'boolean', enum: [true] });
    expect(schema.required).toEqual(expect.arrayContaining(['consent', 'name', 'email', 'phone']));
    const output = JSON.parse(await tool.run(JSON.stringify(toolArgs))) as Record<string, unknown>;
    return { output, submitted, saved: dialogue.finish!(turn, { ...thread, turns: [...thread.turns, { role: 'user', text: message, at: '' }] }) };
  }

  it('sends after the consent question was answered yes, with the details the visitor typed, and confirms with the business hours', async () => {
    const thread = scriptedThread(consentQuestion, ['Do you place interim CFOs? I am Jane Doe, jane@example.com']);
    const { output, submitted, saved } = await callTool(thread, 'Yes, I agree');
    expect(output).toEqual({ status: 'sent', reference: 'abcdef12', replyTo: 'jane@example.com', businessHours: agency.businessHours.display });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ kind: 'chat-handover', idempotencyKey: handoverIdempotencyKey(thread.id, 1), details: { name: 'Jane Doe', email: 'jane@example.com', message: 'Do you place interim CFOs?' } });
    expect(saved.handover).toEqual({ step: 'sent', sent: 1, reference: 'abcdef12' });
    expect(JSON.stringify(saved.turns)).not.toContain('jane@example.com');
  });

  it('refuses without the consent question in the privacy policy\'s words, or without a yes', async () => {
    const typed = ['I am Jane Doe, jane@example.com'];
    const noQuestion = await callTool(scriptedThread('Shall I send it?', typed), 'yes');
    expect(noQuestion.output).toMatchObject({ status: 'consent_needed' });
    expect(String(noQuestion.output.instruction)).toContain(privacyConsent);
    const noYes = await callTool(scriptedThread(consentQuestion, typed), 'hmm, what is GDPR?');
    expect(noYes.output).toMatchObject({ status: 'consent_needed' });
    const falseConsent = await callTool(scriptedThread(consentQuestion, typed), 'yes', { ...args, consent: false });
    expect(falseConsent.output).toEqual({ status: 'invalid_details', fields: { consent: fieldErrorMessages.consentRequired } });
    expect([...noQuestion.submitted, ...noYes.submitted, ...falseConsent.submitted]).toEqual([]);
  });

  it("refuses details the visitor never typed, and bad ones with the forms' messages", async () => {
    const thread = scriptedThread(consentQuestion, ['I am Jane Doe, jane@example.com']);
    const invented = await callTool(thread, 'yes', { ...args, email: 'jane.doe@example.com', phone: '087 123 4567' });
    expect(invented.output).toMatchObject({ status: 'details_not_from_visitor' });
    expect(Object.keys(invented.output.fields as object).sort()).toEqual(['email', 'phone']);
    const bad = await callTool(thread, 'yes', { ...args, email: 'jane at example', phone: 'ring me' });
    expect(bad.output).toEqual({ status: 'invalid_details', fields: { email: fieldErrorMessages.emailInvalid, phone: fieldErrorMessages.phoneInvalid } });
    expect([...invented.submitted, ...bad.submitted]).toEqual([]);
  });

  it('says it was already sent when the model calls it again without a new consent', async () => {
    const thread: ChatThread = { ...scriptedThread('Done, reference abcdef12.', ['I am Jane Doe, jane@example.com']), handover: { step: 'sent', sent: 1, reference: 'abcdef12' } };
    const again = await callTool(thread, 'yes');
    expect(again.output).toEqual({ status: 'already_sent', reference: 'abcdef12', businessHours: agency.businessHours.display });
    expect(again.submitted).toEqual([]);
  });

  it('is offered to the model through the chat service, which saves the state the tool left', async () => {
    const model = toolCallingModel(args);
    const h = harness({ generator: model.generator });
    expect(await h.say('Can I talk to a recruiter?')).toBe('tool said consent_needed');
    expect(h.thread().handover).toEqual({ step: 'idle', sent: 0 });
    expect(h.submitted).toHaveLength(0);
  });
});

describe("the recruiters' email for a hand-over", () => {
  it('escapes the transcript, keeps headers to one line and replies to the visitor', async () => {
    const { renderSubmissionEmail } = await import('#core/submissions/email');
    const rendered = renderSubmissionEmail(
      {
        submissionId: 'abcdef12-0000-4000-8000-000000000000',
        kind: 'chat-handover',
        status: 'queued',
        createdAt: NOW.toISOString(),
        expiresAt: 1,
        idempotencyKey: 'key',
        name: 'Jane\r\nBcc: victim@example.com',
        email: 'jane@example.com',
        message: 'Is <b>this</b> a question?',
        transcript: [
          { role: 'visitor', text: 'Hi <img src=x onerror=alert(1)>\nsecond line' },
          { role: 'assistant', text: 'I don\'t know & "guess" not' },
        ],
      },
      { brandName: agency.brandName },
    );
    expect(rendered.subject).toBe('Question from the chat with Aine - Jane Bcc: victim@example.com');
    expect(rendered.subject).not.toMatch(/[\r\n]/);
    expect(rendered.replyTo).toEqual({ name: 'Jane Bcc: victim@example.com', address: 'jane@example.com' });
    expect(rendered.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;\nsecond line');
    expect(rendered.html).toContain('I don&#39;t know &amp; &quot;guess&quot; not');
    expect(rendered.html).toContain('Is &lt;b&gt;this&lt;/b&gt; a question?');
    expect(rendered.html).not.toMatch(/<img|<b>/);
    expect(rendered.text).toContain('Question:\nIs <b>this</b> a question?');
    expect(rendered.text).toContain('Visitor: Hi <img src=x onerror=alert(1)>');
    expect(rendered.text).toContain("Aine: I don't know");
  });
});
