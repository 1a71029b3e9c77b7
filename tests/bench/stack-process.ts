import { startLocalStack } from '#local/stack';
import { operationLoad, type LoadOptions } from './load.ts';
import { rawOperationFor } from './raw-operations.ts';

/**
 * The local stack in its own process for the bench: the handlers and emulators get their own event
 * loop, as a deployed API does, so the load generator and the measured server do not share one.
 * Started by local-stack.ts through `fork`; reports where it listens over IPC, runs the raw
 * emulator round trips on request, and stops on request.
 *
 * The raw round trips run here, beside the handlers, through the same SDK clients (awsClients()),
 * so the only difference between an endpoint and its raw round trip is what the API adds.
 */
const options = JSON.parse(process.env.BENCH_STACK_OPTIONS ?? '{}') as { dataDir: string; distDir?: string; env?: Record<string, string> };

const stack = await startLocalStack({ port: 0, dataDir: options.dataDir, distDir: options.distDir, env: options.env });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch((error: unknown) => console.error('[bench stack] stop failed', error));
  process.exit(0);
};

type Message = { type: 'stop' } | { type: 'raw'; id: number; path: string; load: LoadOptions; warmUpMs: number };

async function runRaw(message: Extract<Message, { type: 'raw' }>) {
  try {
    const operation = await rawOperationFor(message.path, stack.resources);
    await operationLoad(operation.run, { ...message.load, durationMs: message.warmUpMs });
    const result = await operationLoad(operation.run, message.load);
    await operation.cleanup?.();
    process.send!({ type: 'raw-result', id: message.id, label: operation.label, result });
  } catch (error) {
    process.send!({ type: 'raw-result', id: message.id, error: String((error as Error).stack ?? error) });
  }
}

process.on('message', (message: Message) => {
  if (message.type === 'stop') void stop();
  if (message.type === 'raw') void runRaw(message);
});
// The bench died or was interrupted: never leave emulators behind.
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

process.send!({ type: 'ready', url: stack.url, mailboxUrl: stack.mailboxUrl, endpoints: stack.endpoints, resources: stack.resources, env: stack.env });
