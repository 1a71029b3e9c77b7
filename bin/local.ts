/**
 * `npm start`: the whole product on this machine — the built site, the API through the real Lambda
 * handlers, and loopback emulators of S3, SQS, DynamoDB and SES. Data persists under .data/.
 */

import { PortInUseError, startLocalStack } from '#local/stack';

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}

// How often the scheduled functions (the submission sweeper) run here; tests shorten it.
const scheduleSeconds = process.env.LOCAL_SCHEDULE_INTERVAL_SECONDS ? Number(process.env.LOCAL_SCHEDULE_INTERVAL_SECONDS) : undefined;
if (scheduleSeconds !== undefined && !(scheduleSeconds > 0)) {
  console.error(`LOCAL_SCHEDULE_INTERVAL_SECONDS must be a positive number of seconds, got "${process.env.LOCAL_SCHEDULE_INTERVAL_SECONDS}"`);
  process.exit(1);
}

try {
  const stack = await startLocalStack({
    port,
    dataDir: process.env.LOCAL_DATA_DIR,
    ...(scheduleSeconds ? { scheduleIntervalMs: scheduleSeconds * 1000 } : {}),
  });
  console.log(`\n  Site:     ${stack.url.replace('127.0.0.1', 'localhost')}`);
  console.log(`  API:      ${stack.url.replace('127.0.0.1', 'localhost')}/api/health`);
  console.log(`  API direct (like its execute-api URL; 403 without CloudFront's origin header): ${stack.apiUrl}/api/health`);
  console.log(`  Mailbox:  ${stack.mailboxUrl}  (emails the worker sent; as JSON: ${stack.url.replace('127.0.0.1', 'localhost')}/api/_local/emails)`);
  console.log(`  Chat:     ${process.env.OPENAI_API_KEY ? `OpenAI (${process.env.OPENAI_MODEL ?? 'gpt-4.1'})` : 'offline engine (set OPENAI_API_KEY to use OpenAI)'}`);
  console.log('\n  Ctrl-C stops everything.\n');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof PortInUseError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
