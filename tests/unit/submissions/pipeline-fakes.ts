import type { CvStore, IdempotencyClaim, Mailer, OutgoingEmail, SubmissionQueue, SubmissionStore } from '#core/submissions/ports';
import type { Submission } from '#core/submissions/submission';
import type { RateLimiter } from '#core/rate-limit';

/**
 * In-memory implementations of the pipeline's ports, with the same semantics as the adapters
 * (conditional writes, claims), and switches to make any one step fail.
 */
export type FailSwitch = Partial<Record<string, Error>>;

const failIfAsked = (fail: FailSwitch, step: string) => {
  if (fail[step]) throw fail[step];
};

export function memoryStore(fail: FailSwitch = {}) {
  const submissions = new Map<string, Submission & { claimToken?: string; claimExpiresAt?: number; lastError?: string }>();
  const keys = new Map<string, { submissionId: string; requestHash: string; state: 'pending' | 'done'; claimedAt: number }>();
  const uploads = new Map<string, string>();
  const store: SubmissionStore = {
    async claimUpload(uploadId, submissionId) {
      failIfAsked(fail, 'claimUpload');
      const holder = uploads.get(uploadId);
      if (holder && holder !== submissionId) return false;
      uploads.set(uploadId, submissionId);
      return true;
    },
    async releaseUpload(uploadId, submissionId) {
      failIfAsked(fail, 'releaseUpload');
      if (uploads.get(uploadId) === submissionId) uploads.delete(uploadId);
    },
    async deleteUploadClaim(uploadId) {
      uploads.delete(uploadId);
    },
    async claimIdempotencyKey({ key, submissionId, requestHash, now, leaseMs }): Promise<IdempotencyClaim> {
      failIfAsked(fail, 'claimIdempotencyKey');
      const existing = keys.get(key);
      if (!existing) {
        keys.set(key, { submissionId, requestHash, state: 'pending', claimedAt: now.getTime() });
        return { outcome: 'claimed', submissionId, requestHash, resumed: false };
      }
      if (existing.state === 'done') return { outcome: 'completed', submissionId: existing.submissionId, requestHash: existing.requestHash };
      if (existing.claimedAt + leaseMs > now.getTime()) return { outcome: 'in-progress' };
      existing.claimedAt = now.getTime();
      return { outcome: 'claimed', submissionId: existing.submissionId, requestHash: existing.requestHash, resumed: true };
    },
    async completeIdempotencyKey(key, submissionId) {
      failIfAsked(fail, 'completeIdempotencyKey');
      const existing = keys.get(key);
      if (existing?.submissionId === submissionId) existing.state = 'done';
    },
    async releaseIdempotencyKey(key, submissionId) {
      failIfAsked(fail, 'releaseIdempotencyKey');
      const existing = keys.get(key);
      if (existing?.submissionId === submissionId && existing.state === 'pending') keys.delete(key);
    },
    async deleteIdempotencyKey(key) {
      keys.delete(key);
    },
    async putSubmission(submission) {
      failIfAsked(fail, 'putSubmission');
      if (submissions.has(submission.submissionId)) throw new Error('exists');
      submissions.set(submission.submissionId, structuredClone(submission));
    },
    async getSubmission(submissionId) {
      failIfAsked(fail, 'getSubmission');
      const found = submissions.get(submissionId);
      if (!found) return undefined;
      const { claimToken: _t, claimExpiresAt: _e, lastError: _l, ...submission } = found;
      return structuredClone(submission);
    },
    async deleteSubmission(submissionId) {
      failIfAsked(fail, 'deleteSubmission');
      submissions.delete(submissionId);
    },
    async findByEmail(email) {
      return [...submissions.values()].filter((submission) => submission.email === email);
    },
    async claimForSending(submissionId, token, now, leaseMs) {
      failIfAsked(fail, 'claimForSending');
      const found = submissions.get(submissionId);
      if (!found) return false;
      const claimable = found.status === 'queued' || (found.status === 'sending' && (found.claimExpiresAt ?? 0) < now.getTime());
      if (!claimable) return false;
      Object.assign(found, { status: 'sending', claimToken: token, claimExpiresAt: now.getTime() + leaseMs, attempts: (found.attempts ?? 0) + 1 });
      return true;
    },
    async releaseSendingClaim(submissionId, token, lastError) {
      failIfAsked(fail, 'releaseSendingClaim');
      const found = submissions.get(submissionId);
      if (found?.claimToken === token) Object.assign(found, { status: 'queued', lastError, claimToken: undefined, claimExpiresAt: undefined });
    },
    async markMailing(submissionId, token) {
      failIfAsked(fail, 'markMailing');
      const found = submissions.get(submissionId);
      if (found?.claimToken !== token || found.status !== 'sending') return false;
      found.status = 'mailing';
      return true;
    },
    async markEmailed(submissionId, sent) {
      failIfAsked(fail, 'markEmailed');
      const found = submissions.get(submissionId);
      if (found) Object.assign(found, { status: 'emailed', ...sent, claimToken: undefined, claimExpiresAt: undefined });
    },
    async listToRequeue(createdBefore, now) {
      failIfAsked(fail, 'listToRequeue');
      return [...submissions.values()].filter(
        (submission) =>
          (submission.status === 'queued' && !submission.attempts && submission.createdAt < createdBefore.toISOString()) ||
          (submission.status === 'sending' && (submission.claimExpiresAt ?? 0) < now.getTime()),
      );
    },
    async listStuckMailing(now) {
      return [...submissions.values()].filter((submission) => submission.status === 'mailing' && (submission.claimExpiresAt ?? 0) < now.getTime());
    },
    async markUnconfirmed(submissionId, note) {
      const found = submissions.get(submissionId);
      if (found?.status !== 'mailing') return false;
      Object.assign(found, { status: 'unconfirmed', lastError: note, claimToken: undefined, claimExpiresAt: undefined });
      return true;
    },
  };
  return { store, submissions, keys, uploads };
}

export function memoryCvStore(fail: FailSwitch = {}) {
  const incoming = new Map<string, Buffer>();
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const cvs: CvStore = {
    async statIncoming(uploadId) {
      failIfAsked(fail, 'statIncoming');
      return incoming.get(uploadId)?.length;
    },
    async readIncoming(uploadId, start, endInclusive) {
      failIfAsked(fail, 'readIncoming');
      return new Uint8Array(incoming.get(uploadId)!.subarray(start, endInclusive + 1));
    },
    cvKey: (submissionId, fileName) => `cvs/${submissionId}/${fileName}`,
    async keepIncoming(uploadId, key, cv) {
      failIfAsked(fail, 'keepIncoming');
      objects.set(key, { bytes: incoming.get(uploadId)!, contentType: cv.contentType });
    },
    async deleteIncoming(uploadId) {
      failIfAsked(fail, 'deleteIncoming');
      incoming.delete(uploadId);
    },
    async deleteCv(key) {
      failIfAsked(fail, 'deleteCv');
      objects.delete(key);
    },
    async readCv(key) {
      failIfAsked(fail, 'readCv');
      const object = objects.get(key);
      if (!object) throw new Error(`no object ${key}`);
      return new Uint8Array(object.bytes);
    },
    async cvDownloadUrl(key, _fileName, expiresInSeconds) {
      failIfAsked(fail, 'cvDownloadUrl');
      return { url: `https://cvs.example/${key}?expires=${expiresInSeconds}&sig=x`, expiresAt: new Date(Date.UTC(2030, 0, 1)) };
    },
    async eraseSubmissionFiles({ submissionId, uploadId }) {
      let count = 0;
      for (const key of [...objects.keys()]) {
        if (key.startsWith(`cvs/${submissionId}/`)) {
          objects.delete(key);
          count += 1;
        }
      }
      if (uploadId && incoming.delete(uploadId)) count += 1;
      return count;
    },
  };
  return { cvs, incoming, objects };
}

export function memoryQueue(fail: FailSwitch = {}) {
  const messages: string[] = [];
  const queue: SubmissionQueue = {
    async enqueue(submissionId) {
      failIfAsked(fail, 'enqueue');
      messages.push(submissionId);
    },
  };
  return { queue, messages };
}

export function memoryMailer(fail: FailSwitch = {}) {
  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = {
    async send(email) {
      failIfAsked(fail, 'send');
      sent.push(email);
      return `message-${sent.length}`;
    },
  };
  return { mailer, sent };
}

export const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A fixed-window limiter in memory: `limit` hits per key, then refused with `retryAfterSeconds`. */
export function memoryLimiter(limit = Number.POSITIVE_INFINITY, retryAfterSeconds = 42) {
  const counts = new Map<string, number>();
  const limiter: RateLimiter = {
    async hit(key) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { allowed: count <= limit, retryAfterSeconds };
    },
  };
  return { limiter, counts };
}
