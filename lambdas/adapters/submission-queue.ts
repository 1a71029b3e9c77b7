import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { callDependency } from '#adapters/dependency-call';
import type { SubmissionQueue } from '#core/submissions/ports';

/** The submissions queue (SQS): each message is `{ "submissionId": "<uuid>" }`, nothing personal. */
export const submissionMessageSchema = z.object({ submissionId: z.uuid() });

export function sqsSubmissionQueue(sqs: SQSClient, queueUrl: string): SubmissionQueue {
  return {
    async enqueue(submissionId) {
      await callDependency('SQS', () => sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ submissionId }) })));
    },
  };
}

export interface RedriveResult {
  moved: number;
  /** Messages whose send back failed; they stay in the dead-letter queue. */
  failed: number;
}

/**
 * Moves every message of the dead-letter queue back to the source queue, in batches of 10. Each
 * message is deleted from the DLQ only after the source queue took it, so a failure leaves it where
 * it was. The worker mails a submission at most once, so a message moved twice is harmless.
 */
export async function redriveDeadLetters(
  sqs: SQSClient,
  options: { deadLetterQueueUrl: string; queueUrl: string; onProgress?: (moved: number) => void },
): Promise<RedriveResult> {
  let moved = 0;
  let failed = 0;
  for (;;) {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.deadLetterQueueUrl,
        MaxNumberOfMessages: 10,
        // Long polling: an empty answer then means the queue is empty, not that SQS sampled no server.
        WaitTimeSeconds: 1,
        // Messages that fail to move come back after this; the loop ends before that.
        VisibilityTimeout: 60,
      }),
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return { moved, failed };
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: options.queueUrl,
        Entries: messages.map((message, index) => ({ Id: String(index), MessageBody: message.Body ?? '' })),
      }),
    );
    const movedIds = new Set((sent.Successful ?? []).map((entry) => entry.Id));
    failed += messages.length - movedIds.size;
    const toDelete = messages.flatMap((message, index) => (movedIds.has(String(index)) ? [{ Id: String(index), ReceiptHandle: message.ReceiptHandle! }] : []));
    if (toDelete.length > 0) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: options.deadLetterQueueUrl, Entries: toDelete }));
    moved += toDelete.length;
    options.onProgress?.(moved);
    // A batch where nothing moved would only repeat itself: stop and report.
    if (toDelete.length === 0) return { moved, failed };
  }
}
