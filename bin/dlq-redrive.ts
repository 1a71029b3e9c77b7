/**
 * `npm run dlq:redrive`: moves the submissions that failed 5 times (they wait in the dead-letter
 * queue) back to the submissions queue, once the cause (an SES outage, say) is fixed. The worker
 * mails each submission at most once, so redriving is always safe.
 */

import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { awsClients } from '#adapters/aws-clients';
import { redriveDeadLetters } from '#adapters/submission-queue';
import { loadConfig } from '#lambdas/config';
import { submissionsQueue } from '#system/resources';
import { consoleIo, enterTarget, parseCommandLine, runAsScript, type CommandIo } from '#local/cli-target';

const usage = `Usage: npm run dlq:redrive -- [options]

Moves every message of the submissions dead-letter queue back to the submissions queue.

Where:
  (default)          the queues named by ${submissionsQueue.envVar} and ${submissionsQueue.deadLetterQueue.envVar}
                     (the deployed stack's outputs), with your AWS credentials; when they are not
                     set, the local stack if one is running
  --local            the local stack started with \`npm start\`
  --data-dir DIR     the local stack's data directory (default: LOCAL_DATA_DIR or .data)

Options:
  --dry-run          only count the messages waiting in the dead-letter queue
  -h, --help         show this help
`;

/** Runs the command; resolves to the exit code (0 done, 1 failed, 2 usage). */
export async function runDlqRedrive(argv: string[], io: CommandIo = consoleIo, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const commandLine = parseCommandLine(argv, io, usage);
  if (typeof commandLine === 'number') return commandLine;
  const { flags } = commandLine;
  const target = enterTarget(flags, env, [submissionsQueue.envVar, submissionsQueue.deadLetterQueue.envVar], io);
  if (typeof target === 'number') return target;

  try {
    const config = loadConfig('deadLetters');
    const queueUrl = config[submissionsQueue.envVar];
    const deadLetterQueueUrl = config[submissionsQueue.deadLetterQueue.envVar];
    const { sqs } = awsClients();
    const waiting = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: deadLetterQueueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }));
    io.out(`Dead-letter queue of ${target.description}: about ${waiting.Attributes?.ApproximateNumberOfMessages ?? '?'} message(s) waiting.`);
    if (flags['dry-run']) return 0;
    const result = await redriveDeadLetters(sqs, { deadLetterQueueUrl, queueUrl });
    io.out(`✓ Moved ${result.moved} message(s) back to the submissions queue.`);
    if (result.failed > 0) {
      io.err(`✗ ${result.failed} message(s) could not be moved and stay in the dead-letter queue; run the command again.`);
      return 1;
    }
    return 0;
  } catch (error) {
    io.err(`✗ ${(error as Error).name}: ${(error as Error).message}`);
    io.err(target.local ? '  Is the local stack still running (`npm start`)?' : '  Check the queue URLs, the region and your AWS credentials.');
    return 1;
  }
}

await runAsScript(import.meta.url, runDlqRedrive);
