import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '#local/stack';
import { FakeModelServer } from '../support/fake-model-server.ts';

/**
 * The OpenAI path of POST /api/chat on the local stack, against an OpenAI-compatible fake server on
 * loopback (OPENAI_BASE_URL): Responses API requests with function tools, the tool round trip,
 * streaming deltas passed on as they arrive, thread memory and the rate limit.
 */
interface RecordedRequest {
  readonly body: {
    model: string;
    instructions: string;
    input: Array<{ role?: string; content?: string; type?: string; call_id?: string; name?: string; output?: string }>;
    tools: Array<{ type: string; name: string; strict: boolean }>;
    stream?: boolean;
    store?: boolean;
  };
}

/** Scripted model: asks for the salary tool first, then answers with the range the tool returned. */
class FakeOpenAi extends FakeModelServer {
  readonly requests: RecordedRequest[] = [];
  /** Resolved by the test once it has read the first delta (streaming proof). */
  private releaseRest: (() => void) | undefined;
  failMidStream = false;

  release() {
    this.releaseRest?.();
    this.releaseRest = undefined;
  }

  private gate: Promise<void> | undefined;

  /** Holds the rest of the next streamed answer after its first word until `release()`. */
  pause() {
    this.gate = new Promise((resolve) => {
      this.releaseRest = resolve;
    });
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.url !== '/v1/responses' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
    this.requests.push({ body });
    const toolOutput = body.input.find((item) => item.type === 'function_call_output');
    const lastUser = [...body.input].reverse().find((item) => item.role === 'user');
    const output = toolOutput
      ? [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: this.answerFrom(toolOutput.output!), annotations: [] }] }]
      : [{ type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'get_salary_range', arguments: JSON.stringify({ role: lastUser?.content ?? '', level: null, city: null }), status: 'completed' }];
    const response = { id: `resp_${this.requests.length}`, object: 'response', created_at: 1, status: 'completed', model: body.model, output, error: null, incomplete_details: null };

    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(response));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const send = (event: Record<string, unknown> & { type: string }) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    send({ type: 'response.created', sequence_number: 0, response: { ...response, status: 'in_progress', output: [] } });
    const first = output[0]!;
    if (first.type === 'message') {
      const text = (first as { content: Array<{ text: string }> }).content[0]!.text;
      const pieces = text.match(/\S+\s*/g) ?? [];
      for (const [index, piece] of pieces.entries()) {
        send({ type: 'response.output_text.delta', sequence_number: index + 1, item_id: 'msg_1', output_index: 0, content_index: 0, delta: piece, logprobs: [] });
        if (index === 0 && this.gate) {
          await this.gate;
          this.gate = undefined;
        }
        if (index === 0 && this.failMidStream) {
          this.failMidStream = false;
          send({ type: 'error', sequence_number: 2, code: 'server_error', message: 'The model crashed', param: null });
          res.end();
          return;
        }
      }
    }
    send({ type: 'response.completed', sequence_number: 99, response });
    res.end('data: [DONE]\n\n');
  }

  private answerFrom(toolOutput: string): string {
    const result = JSON.parse(toolOutput) as { found: boolean; position?: string; askedLevel?: { level: string; range: string } | null; allLevels?: Array<{ level: string; range: string }> };
    if (!result.found) return "I don't know that one; please contact our team at /contact.";
    const level = result.askedLevel ?? result.allLevels![0]!;
    return `A ${result.position} (${level.level}) earns ${level.range} according to our guide.`;
  }
}

function fixtureSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  return dist;
}

/** Reads an SSE response event by event, so the test sees each one when it arrives. */
async function* readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (event && data) yield { event, data: JSON.parse(data) as Record<string, unknown> };
    }
  }
}

describe('chat on the local stack with an OpenAI-compatible server', () => {
  const fake = new FakeOpenAi();
  let stack: LocalStack;

  beforeAll(async () => {
    await fake.start();
    stack = await startLocalStack({
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'chat-')),
      distDir: fixtureSite(),
      env: { OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.url, CHAT_RATE_LIMIT: '12' },
      onError: () => undefined,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await fake.stop();
  });

  const post = (body: unknown, accept = 'application/json') =>
    fetch(`${stack.url}/api/chat`, { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) });

  it('answers JSON through the Responses API, running the salary tool over the content', async () => {
    fake.requests.length = 0;
    const response = await post({ message: 'Big 4 audit manager', context: 'salary-guide', threadId: null });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { response: string; threadId: string };
    expect(body.response).toBe('A Manager (Big 4) earns €90k - €120k according to our guide.');
    expect(body.threadId).toMatch(/^[0-9a-f-]{36}$/);

    const [first, second] = fake.requests;
    expect(first!.body.model).toBe('gpt-4.1');
    expect(first!.body.store).toBe(false);
    expect(first!.body.instructions).toMatch(/You are an AI, not a person/);
    expect(first!.body.tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['get_salary_range', 'calculate_placement_fee', 'get_qualification_info', 'get_market_statistics', 'get_interview_tips']),
    );
    expect(first!.body.tools.every((tool) => tool.type === 'function' && tool.strict)).toBe(true);
    // The tool call went back with its output, computed from the salary guide.
    const call = second!.body.input.find((item) => item.type === 'function_call');
    const output = second!.body.input.find((item) => item.type === 'function_call_output');
    expect(call).toMatchObject({ call_id: 'call_1', name: 'get_salary_range' });
    expect(output!.call_id).toBe('call_1');
    expect(output!.output).toContain('€90k - €120k');
  });

  it('streams the reply as the model generates it, then sends the thread id', async () => {
    fake.requests.length = 0;
    fake.pause();
    const response = await post({ message: 'financial controller 3-5 years', context: 'salary-guide' }, 'text/event-stream');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const deltas: string[] = [];
    let done: Record<string, unknown> | undefined;
    for await (const { event, data } of readEvents(response)) {
      if (event === 'delta') {
        deltas.push(data.text as string);
        // The model is still holding the rest of its answer: this word reached us while it was generating.
        if (deltas.length === 1) fake.release();
      }
      if (event === 'done') done = data;
    }
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas[0]).toBe('A ');
    expect(done).toMatchObject({ response: 'A Financial Controller (3-5 Years PQE) earns €85k - €100k according to our guide.', threadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(fake.requests.every((request) => request.body.stream === true)).toBe(true);
  });

  it('keeps the conversation: the next turn sends the earlier messages as input', async () => {
    const first = (await (await post({ message: 'bookkeeper', context: 'salary-guide' })).json()) as { threadId: string; response: string };
    fake.requests.length = 0;
    const second = (await (await post({ message: 'payroll specialist', context: 'salary-guide', threadId: first.threadId })).json()) as { threadId: string };
    expect(second.threadId).toBe(first.threadId);
    const input = fake.requests[0]!.body.input;
    expect(input.slice(0, 3)).toEqual([
      { role: 'user', content: 'bookkeeper' },
      { role: 'assistant', content: first.response },
      { role: 'user', content: 'payroll specialist' },
    ]);
  });

  it('ends a stream with an error event when the model fails after the first words', async () => {
    fake.failMidStream = true;
    const response = await post({ message: 'CFO', context: 'salary-guide' }, 'text/event-stream');
    const events: string[] = [];
    let error: Record<string, unknown> | undefined;
    for await (const { event, data } of readEvents(response)) {
      events.push(event);
      if (event === 'error') error = data;
    }
    expect(events[0]).toBe('delta');
    expect(events.at(-1)).toBe('error');
    expect(error).toEqual({ error: { code: 'dependency_unavailable', message: 'An unexpected error occurred' } });
  });

  it('refuses a message over 1,000 characters without calling the model', async () => {
    fake.requests.length = 0;
    const response = await post({ message: 'x'.repeat(1001), context: 'salary-guide' });
    expect(response.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('limits each client to its quota per window with a clear 429', async () => {
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 30 && !limited; attempt++) {
      const response = await post({ message: 'CFO', context: 'salary-guide' });
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    expect(limited).toBeDefined();
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited!.json()).toEqual({ error: { code: 'rate_limited', message: "You're sending messages faster than I can answer. Please wait a minute and try again." } });
  });
});
