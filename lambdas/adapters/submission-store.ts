/**
 * The submissions table (DynamoDB), one item per kind of thing under the partition key `pk`:
 * - `submission#<id>`: a submission, with the worker's claim (`claimToken`, `claimExpiresAt`);
 *   the byEmail index (email, createdAt) finds every submission of one address;
 *   until it is emailed it also carries `pendingState` (`new`: never claimed by a worker; `sending`;
 *   `mailing`), which puts it in the sparse byPendingState index the sweeper reads;
 * - `idempotency#<key>`: which submission a request key produced (`pending` until enqueued, then
 *   `done`); it has no email attribute, so it never shows in the byEmail index;
 * - `upload#<uploadId>`: which submission claimed an upload (one upload, one submission);
 * - `rate#…`: the per-client and per-email counters (lambdas/adapters/rate-limiter.ts).
 * Conditional writes only: no transactions (the local emulator has none, and none are needed).
 */

import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type QueryCommandInput,
  UpdateCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dependencyFailed } from '#core/errors';
import { callDependency, conditionalWrite } from '#adapters/dependency-call';
import type { IdempotencyClaim, SubmissionStore } from '#core/submissions/ports';
import type { Submission } from '#core/submissions/submission';
import { tables } from '#system/resources';

const submissionPk = (submissionId: string) => `submission#${submissionId}`;
const idempotencyPk = (key: string) => `idempotency#${key}`;
const uploadPk = (uploadId: string) => `upload#${uploadId}`;

/** An upload claim outlives the upload itself (the `incoming/` objects expire after a day). */
const UPLOAD_CLAIM_SECONDS = 7 * 86_400;

/** Long enough for any retry of one form attempt; the key is a fresh UUID per attempt. */
const IDEMPOTENCY_RECORD_SECONDS = 7 * 86_400;

const [byEmail, byPendingState] = tables.submissions.globalSecondaryIndexes;
const byEmailIndex = byEmail.indexName;

const dynamoCall = <T>(call: () => Promise<T>) => callDependency('DynamoDB', call);
const conditional = (call: () => Promise<unknown>) => conditionalWrite('DynamoDB', call);

// Bookkeeping that stays in the table and out of the domain's Submission.
function toSubmission(item: Record<string, unknown>): Submission {
  const { pk: _pk, claimToken: _token, claimExpiresAt: _expiry, lastError: _error, pendingState: _pending, ...submission } = item;
  return submission as unknown as Submission;
}

interface IdempotencyItem {
  pk: string;
  submissionId: string;
  requestHash: string;
  state: 'pending' | 'done';
  claimedAt: number;
  expiresAt: number;
}

export function dynamoSubmissionStore(documents: DynamoDBDocumentClient, tableName: string): SubmissionStore {
  const TableName = tableName;
  /** A conditional update or delete of one item; false when its condition did not hold. */
  const updateIf = (pk: string, update: Omit<UpdateCommandInput, 'TableName' | 'Key'>) =>
    conditional(() => documents.send(new UpdateCommand({ TableName, Key: { pk }, ...update })));
  const deleteIf = (pk: string, condition: Omit<DeleteCommandInput, 'TableName' | 'Key'>) =>
    conditional(() => documents.send(new DeleteCommand({ TableName, Key: { pk }, ...condition })));

  const readIdempotency = (key: string) =>
    dynamoCall(() => documents.send(new GetCommand({ TableName, Key: { pk: idempotencyPk(key) }, ConsistentRead: true }))).then(
      (result) => result.Item as IdempotencyItem | undefined,
    );

  return {
    async claimIdempotencyKey({ key, submissionId, requestHash, now, leaseMs }): Promise<IdempotencyClaim> {
      const item: IdempotencyItem = {
        pk: idempotencyPk(key),
        submissionId,
        requestHash,
        state: 'pending',
        claimedAt: now.getTime(),
        expiresAt: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_RECORD_SECONDS,
      };
      // Two rounds: the existing record can vanish between the failed put and the read (released).
      for (let round = 0; round < 2; round += 1) {
        const put = () => documents.send(new PutCommand({ TableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
        if (await conditional(put)) return { outcome: 'claimed', submissionId, requestHash, resumed: false };
        const existing = await readIdempotency(key);
        if (!existing) continue;
        if (existing.state === 'done') return { outcome: 'completed', submissionId: existing.submissionId, requestHash: existing.requestHash };
        if (existing.claimedAt + leaseMs > now.getTime()) return { outcome: 'in-progress' };
        // The request that claimed the key stopped without finishing or releasing it: take over.
        const tookOver = await updateIf(item.pk, {
          UpdateExpression: 'SET claimedAt = :now',
          ConditionExpression: '#state = :pending AND claimedAt = :claimedAt',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':now': now.getTime(), ':pending': 'pending', ':claimedAt': existing.claimedAt },
        });
        if (tookOver) {
          return { outcome: 'claimed', submissionId: existing.submissionId, requestHash: existing.requestHash, resumed: true };
        }
        return { outcome: 'in-progress' };
      }
      return { outcome: 'in-progress' };
    },

    async completeIdempotencyKey(key, submissionId) {
      await updateIf(idempotencyPk(key), {
        UpdateExpression: 'SET #state = :done',
        ConditionExpression: 'submissionId = :id',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':done': 'done', ':id': submissionId },
      });
    },

    async releaseIdempotencyKey(key, submissionId) {
      await deleteIf(idempotencyPk(key), {
        ConditionExpression: 'submissionId = :id AND #state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':id': submissionId, ':pending': 'pending' },
      });
    },

    async deleteIdempotencyKey(key) {
      await dynamoCall(() => documents.send(new DeleteCommand({ TableName, Key: { pk: idempotencyPk(key) } })));
    },

    async claimUpload(uploadId, submissionId, now) {
      return conditional(() =>
        documents.send(
          new PutCommand({
            TableName,
            Item: { pk: uploadPk(uploadId), submissionId, claimedAt: now.toISOString(), expiresAt: Math.floor(now.getTime() / 1000) + UPLOAD_CLAIM_SECONDS },
            // A resumed attempt of the same submission keeps its own claim.
            ConditionExpression: 'attribute_not_exists(pk) OR submissionId = :id',
            ExpressionAttributeValues: { ':id': submissionId },
          }),
        ),
      );
    },

    async releaseUpload(uploadId, submissionId) {
      await deleteIf(uploadPk(uploadId), {
        ConditionExpression: 'submissionId = :id',
        ExpressionAttributeValues: { ':id': submissionId },
      });
    },

    async deleteUploadClaim(uploadId) {
      await dynamoCall(() => documents.send(new DeleteCommand({ TableName, Key: { pk: uploadPk(uploadId) } })));
    },

    async putSubmission(submission) {
      const written = await conditional(() =>
        documents.send(
          new PutCommand({
            TableName,
            Item: { pk: submissionPk(submission.submissionId), ...submission, pendingState: 'new' },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
      if (!written) throw dependencyFailed('DynamoDB', new Error(`submission ${submission.submissionId} already exists`));
    },

    async getSubmission(submissionId) {
      const result = await dynamoCall(() =>
        documents.send(new GetCommand({ TableName, Key: { pk: submissionPk(submissionId) }, ConsistentRead: true })),
      );
      return result.Item ? toSubmission(result.Item) : undefined;
    },

    async deleteSubmission(submissionId) {
      await dynamoCall(() => documents.send(new DeleteCommand({ TableName, Key: { pk: submissionPk(submissionId) } })));
    },

    async findByEmail(email) {
      const items = await queryAll({ IndexName: byEmailIndex, KeyConditionExpression: 'email = :email', ExpressionAttributeValues: { ':email': email } });
      return items.filter((item) => String(item.pk).startsWith('submission#')).map(toSubmission);
    },

    claimForSending(submissionId, token, now, leaseMs) {
      return updateIf(submissionPk(submissionId), {
        UpdateExpression:
        'SET #status = :sending, pendingState = :sending, claimToken = :token, claimExpiresAt = :expires, attempts = if_not_exists(attempts, :zero) + :one',
        // Queued, or claimed by a delivery that died (its lease ran out); never once emailed.
        ConditionExpression: 'attribute_exists(pk) AND (#status = :queued OR (#status = :sending AND claimExpiresAt < :now))',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
        ':sending': 'sending',
        ':queued': 'queued',
        ':token': token,
        ':expires': now.getTime() + leaseMs,
        ':now': now.getTime(),
        ':zero': 0,
        ':one': 1,
        },
      });
    },

    async releaseSendingClaim(submissionId, token, lastError) {
      await updateIf(submissionPk(submissionId), {
        // Back to SQS's retries (the message failed too); the sweeper leaves it to them.
        UpdateExpression: 'SET #status = :queued, lastError = :error REMOVE claimToken, claimExpiresAt, pendingState',
        ConditionExpression: 'claimToken = :token',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':queued': 'queued', ':error': lastError, ':token': token },
      });
    },

    async markEmailed(submissionId, sent) {
      // Whoever holds the claim now, the mail is out: record it. Never re-create an erased item.
      await updateIf(submissionPk(submissionId), {
        UpdateExpression: 'SET #status = :emailed, emailedAt = :at, sesMessageId = :messageId REMOVE claimToken, claimExpiresAt, lastError, pendingState',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':emailed': 'emailed', ':at': sent.emailedAt, ':messageId': sent.sesMessageId },
      });
    },

    markMailing(submissionId, token) {
      return updateIf(submissionPk(submissionId), {
        UpdateExpression: 'SET #status = :mailing, pendingState = :mailing',
        ConditionExpression: 'claimToken = :token AND #status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':mailing': 'mailing', ':sending': 'sending', ':token': token },
      });
    },

    async listToRequeue(before, now) {
      const [fresh, abandoned] = await Promise.all([
        pendingQuery('new', { createdBefore: before.toISOString() }),
        // Claimed by a delivery that died before calling the mail service: nothing went out.
        pendingQuery('sending', { claimExpiredBefore: now.getTime() }),
      ]);
      return [...fresh, ...abandoned];
    },

    listStuckMailing(now) {
      return pendingQuery('mailing', { claimExpiredBefore: now.getTime() });
    },

    markUnconfirmed(submissionId, note) {
      return updateIf(submissionPk(submissionId), {
        UpdateExpression: 'SET #status = :unconfirmed, lastError = :note REMOVE pendingState, claimToken, claimExpiresAt',
        ConditionExpression: '#status = :mailing',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':unconfirmed': 'unconfirmed', ':mailing': 'mailing', ':note': note },
      });
    },
  };

  async function pendingQuery(state: string, options: { createdBefore?: string; claimExpiredBefore?: number }): Promise<Submission[]> {
    const items = await queryAll({
      IndexName: byPendingState.indexName,
      KeyConditionExpression: options.createdBefore ? 'pendingState = :state AND createdAt < :before' : 'pendingState = :state',
      ...(options.claimExpiredBefore !== undefined ? { FilterExpression: 'claimExpiresAt < :now' } : {}),
      ExpressionAttributeValues: {
        ':state': state,
        ...(options.createdBefore ? { ':before': options.createdBefore } : {}),
        ...(options.claimExpiredBefore !== undefined ? { ':now': options.claimExpiredBefore } : {}),
      },
    });
    return items.map(toSubmission);
  }

  /** Every item an index query finds, page after page. */
  async function queryAll(query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamoCall(() => documents.send(new QueryCommand({ ...query, TableName, ExclusiveStartKey: startKey })));
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }
}
