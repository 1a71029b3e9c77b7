import * as z from 'zod';
import { facts, type FactDefinition } from '#core/chat/facts';

/**
 * Function tools the language model calls for the agency's own figures, generated from the facts
 * API: each tool's JSON schema is its fact's zod schema, so the model and the offline engine read
 * the same functions. Free of any SDK: the OpenAI adapter turns a tool into the Responses API's
 * format and feeds `run`'s JSON back. Tools bound to one turn (the hand-over's) come from the chat
 * service's dialogue steps, not from here.
 */
export interface ChatTool {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments, in the strict form (every property required, nullable when optional). */
  readonly parameters: Record<string, unknown>;
  run(args: unknown): unknown;
}

/** The strict-mode JSON schema of a fact's zod arguments (no `$schema` key; `required` always present). */
export function toolParameters(args: z.ZodObject): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(args) as Record<string, unknown>;
  return { ...schema, required: schema.required ?? [], additionalProperties: false };
}

export function toolFromFact(definition: FactDefinition): ChatTool {
  return {
    name: definition.name,
    description: definition.description,
    parameters: toolParameters(definition.args),
    run(raw) {
      const parsed = definition.args.safeParse(raw);
      if (!parsed.success) return { error: 'invalid_arguments', issues: parsed.error.issues.map((issue) => issue.message) };
      return definition.run(parsed.data);
    },
  };
}

/** The tools the model may call for facts: one per function of the facts API. */
export function chatTools(): readonly ChatTool[] {
  return facts().definitions.map(toolFromFact);
}

/** Runs a tool call from the model; unknown tools and bad JSON come back as an error object. */
export function runChatTool(name: string, argumentsJson: string): string {
  const found = chatTools().find((candidate) => candidate.name === name);
  if (!found) return JSON.stringify({ error: 'unknown_tool', name });
  let args: unknown;
  try {
    args = argumentsJson.trim() === '' ? {} : JSON.parse(argumentsJson);
  } catch {
    return JSON.stringify({ error: 'arguments_not_json' });
  }
  try {
    return JSON.stringify(found.run(args));
  } catch (error) {
    return JSON.stringify({ error: 'tool_failed', message: error instanceof Error ? error.message : String(error) });
  }
}
