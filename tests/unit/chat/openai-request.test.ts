import OpenAI from 'openai';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { openAiReplyGenerator } from '#adapters/openai-reply-generator';
import { facts } from '#core/chat/facts';
import { chatInstructions } from '#core/chat/instructions';
import { chatTools } from '#core/chat/model-tools';
import type { ChatTurn } from '#core/chat/types';

/** What Aine sends to the Responses API, captured by a fetch that answers like the API. */
function capturingClient() {
  const bodies: Record<string, unknown>[] = [];
  const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    bodies.push(body);
    const output = [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'Noted.', annotations: [] }] }];
    const response = { id: 'resp_1', object: 'response', created_at: 1, status: 'completed', model: body.model, output, error: null, incomplete_details: null };
    return new Response(JSON.stringify(response), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = new OpenAI({ apiKey: 'test', baseURL: 'http://127.0.0.1:9/v1', fetch, maxRetries: 0 });
  return { client, bodies };
}

describe('the request Aine sends to the Responses API', () => {
  const history: ChatTurn[] = [
    { role: 'user', text: 'What does an audit manager earn?', at: '2025-01-01T10:00:00.000Z' },
    { role: 'assistant', text: 'Audit Manager salaries: €65k - €75k, €75k - €90k, €90k - €120k.', at: '2025-01-01T10:00:01.000Z' },
  ];

  it('carries the instructions, the tools generated from the facts API and the conversation so far', async () => {
    const { client, bodies } = capturingClient();
    const reply = await openAiReplyGenerator(client, 'gpt-4.1').reply({ context: 'salary-guide', history, message: 'And in a Big 4?' });
    expect(reply).toBe('Noted.');
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;

    expect(body.model).toBe('gpt-4.1');
    expect(body.store).toBe(false);
    expect(body.instructions).toBe(chatInstructions('salary-guide'));

    // One function tool per fact, its JSON schema being the fact's zod schema, in strict mode.
    const tools = body.tools as { type: string; name: string; description: string; parameters: Record<string, unknown>; strict: boolean }[];
    const definitions = facts().definitions;
    expect(tools.map((tool) => tool.name)).toEqual(chatTools().map((tool) => tool.name));
    for (const definition of definitions) {
      const tool = tools.find((candidate) => candidate.name === definition.name);
      const { $schema: _dialect, ...schema } = z.toJSONSchema(definition.args) as Record<string, unknown>;
      expect(tool).toMatchObject({ type: 'function', description: definition.description, strict: true });
      expect(tool!.parameters).toEqual({ ...schema, required: schema.required ?? [], additionalProperties: false });
    }
    expect(tools.find((tool) => tool.name === 'get_salary_range')!.parameters).toMatchObject({
      properties: { role: { type: 'string' }, level: { type: ['string', 'null'] }, city: { type: ['string', 'null'] } },
      required: ['role', 'level', 'city'],
    });

    // Conversation state: our own thread's turns, oldest first, then the new message; nothing stored at OpenAI.
    expect(body.input).toEqual([
      { role: 'user', content: 'What does an audit manager earn?' },
      { role: 'assistant', content: 'Audit Manager salaries: €65k - €75k, €75k - €90k, €90k - €120k.' },
      { role: 'user', content: 'And in a Big 4?' },
    ]);
    expect(body).not.toHaveProperty('previous_response_id');
  });

  it('feeds a tool call back with the facts API result and the call in the input', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetch = async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      bodies.push(body);
      const output =
        bodies.length === 1
          ? [{ type: 'function_call', id: 'fc_1', call_id: 'call_1', name: 'calculate_placement_fee', arguments: '{"salary":55000}', status: 'completed' }]
          : [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: '12%: €6,600.', annotations: [] }] }];
      return new Response(JSON.stringify({ id: `resp_${bodies.length}`, object: 'response', created_at: 1, status: 'completed', model: 'gpt-4.1', output, error: null, incomplete_details: null }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = new OpenAI({ apiKey: 'test', baseURL: 'http://127.0.0.1:9/v1', fetch, maxRetries: 0 });
    const reply = await openAiReplyGenerator(client, 'gpt-4.1').reply({ context: 'interview-tips', history: [], message: 'fees for a 55k hire' });
    expect(reply).toBe('12%: €6,600.');
    const second = bodies[1]!.input as Record<string, unknown>[];
    expect(second[1]).toEqual({ type: 'function_call', call_id: 'call_1', name: 'calculate_placement_fee', arguments: '{"salary":55000}' });
    expect(JSON.parse(second[2]!.output as string)).toEqual({ ...(({ quote: _quote, ...rest }) => rest)(facts().placementFee(55_000)) });
  });
});
