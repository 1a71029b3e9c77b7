import { describe, expect, it } from 'vitest';
import { eraseByEmail } from '#core/submissions/erase';
import { submit } from '#core/submissions/submit';
import { pdfBytes } from '#test-support/cv-files';
import { memoryCvStore, memoryLimiter, memoryQueue, memoryStore, silentLog } from './pipeline-fakes.ts';

describe('eraseByEmail', () => {
  it('deletes the submissions, CV files and idempotency records of one address (any case), and only those', async () => {
    const store = memoryStore();
    const cvs = memoryCvStore();
    let ids = 0;
    const unlimited = memoryLimiter().limiter;
    const deps = {
      store: store.store,
      cvs: cvs.cvs,
      queue: memoryQueue().queue,
      log: silentLog,
      now: () => new Date(),
      newId: () => `id-${(ids += 1)}`,
      limits: { perClient: unlimited, perEmail: unlimited },
    };
    const send = async (email: string, key: string, withCv: boolean) => {
      if (withCv) cvs.incoming.set(`upload-${key}`, pdfBytes());
      return submit({ kind: 'contact', idempotencyKey: key, clientId: '198.51.100.7', details: { name: 'N', email, message: 'M' }, cv: withCv ? { uploadId: `upload-${key}`, fileName: 'cv.pdf' } : undefined }, deps);
    };
    await send('Jane@Example.com', 'k1', true);
    await send('jane@example.com', 'k2', false);
    const other = await send('john@example.com', 'k3', true);

    const report = await eraseByEmail(' JANE@example.com ', { store: store.store, cvs: cvs.cvs });

    expect(report.submissions).toBe(2);
    expect(report.cvObjects).toBe(1);
    expect([...store.submissions.keys()]).toEqual([other.submissionId]);
    expect([...store.keys.keys()]).toEqual(['k3']);
    expect([...cvs.objects.keys()]).toEqual([`cvs/${other.submissionId}/cv.pdf`]);
    // The upload claim goes too; the other address's stays.
    expect([...store.uploads.keys()]).toEqual(['upload-k3']);
    expect(store.submissions.get(other.submissionId)!.cv?.uploadId).toBe('upload-k3');
    expect(await eraseByEmail('jane@example.com', { store: store.store, cvs: cvs.cvs })).toMatchObject({ submissions: 0 });
  });
});
