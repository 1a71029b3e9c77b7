/**
 * What Lambda's SQS event source mapping does, on loopback: long-poll the queue, hand the worker
 * real SQS events in batches, delete what succeeded and leave the reported failures to reappear
 * after the visibility timeout, so the queue's redrive policy moves them to the DLQ after 5 receives.
 */

import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

export interface EventSourceOptions {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  region: string;
  batchSize: number;
  /** Concurrent pollers, like the mapping's concurrency. */
  concurrency?: number;
  invoke: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;
  context: () => Context;
  onError?: (error: unknown) => void;
}

export function toSqsRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

export function startSqsEventSource(options: EventSourceOptions) {
  let running = true;
  const abort = new AbortController();

  async function pollOnce(): Promise<void> {
    const received = await options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
      }),
      { abortSignal: abort.signal },
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return;
    const event: SQSEvent = { Records: messages.map((message) => toSqsRecord(message, options.queueArn, options.region)) };
    let failedIds: Set<string>;
    try {
      const response = await options.invoke(event, options.context());
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      // A thrown error fails the whole batch, as in Lambda: every message is retried.
      options.onError?.(error);
      return;
    }
    const succeeded = messages.filter((message) => !failedIds.has(message.MessageId!));
    if (succeeded.length > 0) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: succeeded.map((message, index) => ({ Id: String(index), ReceiptHandle: message.ReceiptHandle! })),
        }),
      );
    }
  }

  async function loop(): Promise<void> {
    while (running) {
      try {
        await pollOnce();
      } catch (error) {
        if (!running) return;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  const loops = Array.from({ length: options.concurrency ?? 2 }, () => loop());
  return {
    async stop(): Promise<void> {
      running = false;
      abort.abort();
      await Promise.allSettled(loops);
    },
  };
}
