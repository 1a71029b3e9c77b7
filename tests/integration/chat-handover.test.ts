import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '#content/agency';
import { privacyConsent } from '#content/forms';
import type { LocalStack } from '#local/stack';
import { FakeModelServer } from '../support/fake-model-server.ts';
import { mailbox, postJson, sleep, startPipelineStack, storedSubmissionsFor, waitFor, type StoredEmail } from '../support/pipeline-client.ts';

/**
 * The hand-over to a recruiter on the local stack: POST /api/chat through the thread store, the
 * submissions table and queue, the worker and SES, to a mail in the local mailbox; with the offline
 * engine and with an OpenAI-compatible fake model that calls the hand-over tool.
 */
type ChatAnswer = { response: string; threadId: string };

function conversation(stack: () => LocalStack) {
  let threadId: string | null = null;
  return async (message: string) => {
    const answer = await postJson<ChatAnswer>(stack().url, '/api/chat', { message, context: 'interview-tips', threadId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    threadId = answer.body.threadId;
    return answer.body.response;
  };
}

const mailsTo = async (url: string, visitor: string) => (await mailbox(url)).filter((email) => email.replyTo.some((address) => address.includes(visitor)));

function waitForMailTo(url: string, visitor: string): Promise<StoredEmail[]> {
  return waitFor(async () => {
    const found = await mailsTo(url, visitor);
    return found.length > 0 ? found : undefined;
  }, { timeoutMs: 20_000, what: `a hand-over mail replying to ${visitor}` });
}

describe('hand-over with the offline engine', () => {
  let stack: LocalStack;
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-handover-'));

  beforeAll(async () => {
    stack = await startPipelineStack({ dataDir, visibilityTimeoutSeconds: 1 });
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails the question and the escaped conversation to the recruiters, replying to the visitor, once; erase removes it', async () => {
    const say = conversation(() => stack);
    const visitor = `jane.${randomUUID().slice(0, 8)}@example.com`;
    expect(await say('What is the price of bitcoin <script>alert("x")</script>?')).toMatch(/pass your question on/);
    expect(await say('yes')).toMatch(/What's your name\?/);
    expect(await say('Jane <b>Doe</b>')).toMatch(/What email address/);
    expect(await say(visitor)).toMatch(/phone number/);
    const consent = await say('skip');
    expect(consent).toContain(privacyConsent);
    const done = await say('Yes');
    expect(done).toContain(agency.businessHours.display);
    const reference = /reference ([0-9a-f]{8})/.exec(done)![1]!;

    const [mail, ...more] = await waitForMailTo(stack.url, visitor);
    expect(more).toEqual([]);
    expect(mail!.destination.to).toEqual(['recruiters@ledgerline.example']);
    expect(mail!.replyTo.join()).toContain(visitor);
    expect(mail!.subject).toBe('Question from the chat with Aine - Jane <b>Doe</b>');
    expect(mail!.body.text).toContain(`Reference: ${reference}`);
    const html = mail!.body.html!;
    expect(html).toContain('bitcoin &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;?');
    expect(html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('Conversation so far');

    // The visitor's last message again (a retry, a double click): no second hand-over, no second mail.
    expect(await say('Yes')).toContain(`already with ${agency.brandName}'s recruiters (reference ${reference})`);
    await sleep(2500);
    expect(await mailsTo(stack.url, visitor)).toHaveLength(1);
    const stored = await storedSubmissionsFor(stack, visitor);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'chat-handover', status: 'emailed' });

    // Right to erasure: the hand-over is a submission under the visitor's address.
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/erase.ts', '--local', '--data-dir', dataDir, visitor], {
      encoding: 'utf8',
      env: { ...process.env, SUBMISSIONS_TABLE_NAME: '', CV_BUCKET_NAME: '' },
    });
    expect(run.stdout).toContain(`Erased 1 submission(s) and 0 CV file(s) held for ${visitor}`);
    expect(await storedSubmissionsFor(stack, visitor)).toEqual([]);
  });
});

/** A scripted model that runs the hand-over the way the instructions tell it to, and records each request. */
class HandoverModel extends FakeModelServer {
  readonly requests: Array<{ instructions: string; tools: Array<{ name: string; parameters: Record<string, unknown> }>; input: Array<Record<string, string>> }> = [];
  private decide(input: Array<Record<string, string>>): Record<string, unknown> {
    const message = (text: string) => ({ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
    const last = input.at(-1)!;
    if (last.type === 'function_call_output') {
      const result = JSON.parse(last.output!) as { status: string; reference?: string; businessHours?: string };
      return message(result.status === 'sent' ? `Sent, reference ${result.reference}. The team replies ${result.businessHours}.` : `Not sent: ${result.status}`);
    }
    const visitorSaid = input.filter((item) => item.role === 'user').map((item) => item.content!);
    const text = last.content!;
    if (/recruiter/i.test(text)) return message('Happy to. What is your name and email address?');
    if (/@/.test(text)) return message(`I will send your question and this conversation to the recruiters. "${privacyConsent}" Do you agree?`);
    if (/^yes/i.test(text)) {
      // Once a hand-over was sent the thread no longer holds the details (they are redacted).
      const details = visitorSaid.find((said) => said.includes('@')) ?? 'unknown, unknown';
      const [name, email] = details.split(',').map((part) => part.trim());
      const args = { consent: true, name, email, phone: null, question: visitorSaid[0] };
      return { type: 'function_call', id: 'fc_1', call_id: 'call_handover', name: 'hand_over_to_recruiter', arguments: JSON.stringify(args), status: 'completed' };
    }
    return message("I don't know that one.");
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as HandoverModel['requests'][number] & { model: string };
    this.requests.push(body);
    const response = { id: `resp_${this.requests.length}`, object: 'response', created_at: 1, status: 'completed', model: body.model, output: [this.decide(body.input)], error: null, incomplete_details: null };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(response));
  }
}

describe('hand-over with the language model (OpenAI-compatible fake server)', () => {
  const model = new HandoverModel();
  let stack: LocalStack;
  const dataDir = mkdtempSync(join(tmpdir(), 'chat-handover-openai-'));

  beforeAll(async () => {
    await model.start();
    stack = await startPipelineStack({ dataDir, visibilityTimeoutSeconds: 1, env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: model.url } });
  });
  afterAll(async () => {
    await stack?.stop();
    await model.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers the tool with consent required, sends after the consent, and never twice', async () => {
    const say = conversation(() => stack);
    const visitor = `sam.${randomUUID().slice(0, 8)}@example.ie`;
    await say('Do you place interim CFOs? Can I ask a recruiter?');
    const first = model.requests[0]!;
    expect(first.instructions).toContain(privacyConsent);
    expect(first.instructions).toMatch(/hand_over_to_recruiter tool only after/);
    const tool = first.tools.find((candidate) => candidate.name === 'hand_over_to_recruiter')!;
    expect(tool.parameters).toMatchObject({ properties: { consent: { type: 'boolean', enum: [true] } }, required: expect.arrayContaining(['consent', 'name', 'email', 'phone']) });

    expect(await say(`Sam Byrne, ${visitor}`)).toContain(privacyConsent);
    const done = await say('yes');
    expect(done).toMatch(/^Sent, reference [0-9a-f]{8}\. The team replies Monday - Friday, 8:00 AM - 8:00 PM\.$/);

    const [mail] = await waitForMailTo(stack.url, visitor);
    expect(mail!.replyTo.join()).toContain(visitor);
    expect(mail!.body.text).toContain('Do you place interim CFOs? Can I ask a recruiter?');

    // The same "yes" again: the tool answers that it was already sent; still one mail.
    expect(await say('yes')).toBe('Not sent: already_sent');
    await sleep(2500);
    expect(await mailsTo(stack.url, visitor)).toHaveLength(1);
    expect(await storedSubmissionsFor(stack, visitor)).toHaveLength(1);
  });
});
