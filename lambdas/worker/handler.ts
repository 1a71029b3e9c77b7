/**
 * The submissions queue's consumer: mails each submission of the batch to the recruiters and
 * reports the messages that failed (partial batch response), so only those come back after the
 * visibility timeout, and after 5 receives they wait in the dead-letter queue. A delivery starts only
 * with enough of the invocation left to finish it; the rest of the batch is reported back unsent.
 */

import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { deliverSubmission, type DeliverDeps } from '#core/submissions/deliver';
import { deliverDependencies } from '#adapters/delivery-dependencies';
import { submissionMessageSchema } from '#adapters/submission-queue';
import { logger } from '#adapters/logger';
import { loadConfig } from '#lambdas/config';

function limitConcurrency(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Not enough of the invocation is left to deliver one more submission (reading a 10 MB CV and
 * sending it can take seconds). The record is reported as a batch item failure before it is claimed,
 * so it comes back after the visibility timeout and nothing is half sent.
 */
export class OutOfTimeError extends Error {
  constructor(readonly messageId: string, readonly remainingMs: number) {
    super(`only ${remainingMs} ms left: message ${messageId} left for the next receive`);
    this.name = 'OutOfTimeError';
  }
}

async function processRecord(record: SQSRecord, deps: DeliverDeps, context: Context, minRemainingMs: number): Promise<void> {
  const remainingMs = context.getRemainingTimeInMillis();
  if (remainingMs < minRemainingMs) {
    logger.info('not enough time left for another delivery; SQS will deliver it again', { messageId: record.messageId, remainingMs });
    throw new OutOfTimeError(record.messageId, remainingMs);
  }
  let submissionId: string;
  try {
    submissionId = submissionMessageSchema.parse(JSON.parse(record.body)).submissionId;
  } catch (error) {
    // Never succeeds; failing it parks it in the dead-letter queue where a person can see it.
    logger.error('malformed submission message', { messageId: record.messageId, error: error as Error });
    throw error;
  }
  try {
    await deliverSubmission(submissionId, deps);
  } catch (error) {
    logger.warn('submission not sent; SQS will deliver it again', {
      submissionId,
      receiveCount: record.attributes.ApproximateReceiveCount,
      error: error as Error,
    });
    throw error;
  }
}

export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  logger.addContext(context);
  const deps = deliverDependencies();
  const config = loadConfig('submissions');
  const limit = limitConcurrency(config.WORKER_SEND_CONCURRENCY);
  // One processor per invocation: it holds the batch's results (the local stack runs invocations side by side).
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(event, (record: SQSRecord) => limit(() => processRecord(record, deps, context, config.WORKER_MIN_REMAINING_MS)), processor, {
    context,
    throwOnFullBatchFailure: false,
  });
}
