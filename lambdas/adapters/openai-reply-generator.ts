/**
 * Aine's replies from the OpenAI Responses API. The conversation memory is ours (the thread store),
 * sent as input each turn, so nothing is stored at OpenAI (`store: false`). Tool calls are run
 * against the content modules and their results fed back until the model answers in text.
 */

import OpenAI from 'openai';
import type { FunctionTool, Response, ResponseFunctionToolCall, ResponseInputItem } from 'openai/resources/responses/responses';
import { chatInstructions } from '#core/chat/instructions';
import { chatTools, runChatTool, type ChatTool } from '#core/chat/model-tools';
import type { ReplyGenerator, ReplyRequest, TurnTool } from '#core/chat/types';

export interface OpenAiOptions {
  readonly apiKey: string;
  readonly model: string;
  readonly baseURL?: string;
  /** Per-request timeout; the caller's AbortSignal bounds the whole turn. */
  readonly timeoutMs: number;
}

/** Rounds of tool calls before giving up on a text answer (each round is one API request). */
const MAX_TOOL_ROUNDS = 4;
const MAX_OUTPUT_TOKENS = 600;

export function openAiClient(options: OpenAiOptions): OpenAI {
  // One retry at most: a second failure is reported rather than stretching the Lambda's time budget.
  return new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 1 });
}

function toFunctionTool(tool: ChatTool | TurnTool): FunctionTool {
  return { type: 'function', name: tool.name, description: tool.description, parameters: tool.parameters, strict: true };
}

function functionCalls(response: Response): ResponseFunctionToolCall[] {
  return response.output.filter((item): item is ResponseFunctionToolCall => item.type === 'function_call');
}

function outputText(response: Response): string {
  return response.output
    .flatMap((item) => (item.type === 'message' ? item.content : []))
    .map((part) => (part.type === 'output_text' ? part.text : ''))
    .join('');
}

export function openAiReplyGenerator(client: OpenAI, model: string): ReplyGenerator {
  const tools = chatTools().map(toFunctionTool);

  async function createOnce(input: ResponseInputItem[], request: ReplyRequest): Promise<{ response: Response; text: string }> {
    const body = {
      model,
      instructions: chatInstructions(request.context),
      input,
      tools: [...tools, ...(request.turnTools ?? []).map(toFunctionTool)],
      store: false,
      max_output_tokens: MAX_OUTPUT_TOKENS,
    };
    if (!request.onDelta) {
      const response = await client.responses.create({ ...body, stream: false }, { signal: request.signal });
      return { response, text: outputText(response) };
    }
    const stream = await client.responses.create({ ...body, stream: true }, { signal: request.signal });
    let text = '';
    let completed: Response | undefined;
    for await (const event of stream) {
      if (event.type === 'response.output_text.delta') {
        text += event.delta;
        request.onDelta(event.delta);
      } else if (event.type === 'response.completed' || event.type === 'response.incomplete') {
        completed = event.response;
      } else if (event.type === 'response.failed') {
        throw new Error(`OpenAI response failed: ${event.response.error?.message ?? 'unknown error'}`);
      } else if (event.type === 'error') {
        throw new Error(`OpenAI stream error: ${event.message}`);
      }
    }
    if (!completed) throw new Error('OpenAI stream ended without a completed response');
    return { response: completed, text };
  }

  return {
    name: 'openai',
    async reply(request) {
      const input: ResponseInputItem[] = [
        ...request.history.map((turn): ResponseInputItem => ({ role: turn.role, content: turn.text })),
        { role: 'user', content: request.message },
      ];
      let reply = '';
      for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
        const { response, text } = await createOnce(input, request);
        reply += text;
        const calls = functionCalls(response);
        if (calls.length === 0) return reply;
        for (const call of calls) {
          // Re-sent by value without the item id: with store:false OpenAI keeps no items to refer to.
          input.push({ type: 'function_call', call_id: call.call_id, name: call.name, arguments: call.arguments });
          const turnTool = request.turnTools?.find((tool) => tool.name === call.name);
          const output = turnTool ? await turnTool.run(call.arguments) : runChatTool(call.name, call.arguments);
          input.push({ type: 'function_call_output', call_id: call.call_id, output });
        }
      }
      return reply;
    },
  };
}
