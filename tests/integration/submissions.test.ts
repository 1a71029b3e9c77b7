import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectVersionsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { fieldErrorMessages } from '#content/field-errors';
import { MAX_CV_BYTES } from '#content/messages';
import { awsClients } from '#adapters/aws-clients';
import type { LocalStack } from '#local/stack';
import { docxBytes, exeBytes, pdfBytes } from '../support/cv-files.ts';
import {
  applicationBody,
  bucketKeys,
  contactBody,
  emailsFor,
  postJson,
  waitUntilQueueDrained,
  startPipelineStack,
  storedSubmissionsFor,
  tableItem,
  uploadCv,
  waitForEmail,
} from '../support/pipeline-client.ts';

/**
 * The submission pipeline on the local stack (S3 emulator, dynalite, fauxqs, aws-ses-v2-local): a real
 * PDF through the presigned POST, the submit, the queue, the worker and the mailbox; repeats; and
 * every kind of bad input, which must get a 4xx with a message per field and store nothing.
 */
let stack: LocalStack;
const dataDir = mkdtempSync(join(tmpdir(), 'submissions-'));

beforeAll(async () => {
  stack = await startPipelineStack({ dataDir, visibilityTimeoutSeconds: 1 });
});
afterAll(async () => {
  await stack?.stop();
});

type Accepted = { success: boolean; submissionId: string };

describe('happy paths', () => {
  it('standard enquiry with a real PDF: uploaded through the presigned POST, mailed with the CV attached and linked', async () => {
    const pdf = pdfBytes('Jane Doe - Curriculum Vitae');
    const cv = await uploadCv(stack.url, { bytes: pdf, fileName: 'Jane Doe CV.pdf' });
    expect(cv.postStatus).toBe(204);
    expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([`incoming/${cv.uploadId}`]);
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });

    const answer = await postJson<Accepted>(stack.url, '/api/contact', request);

    expect(answer.status).toBe(202);
    expect(answer.body.success).toBe(true);
    const { submissionId } = answer.body;
    // The upload moved to cvs/<submissionId>/ under a safe name.
    expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([]);
    expect(await bucketKeys(stack, `cvs/${submissionId}/`)).toEqual([`cvs/${submissionId}/Jane-Doe-CV.pdf`]);

    const [email, ...others] = await waitForEmail(stack.url, submissionId);
    expect(others).toEqual([]);
    expect(email!.destination.to).toEqual(['recruiters@ledgerline.example']);
    expect(email!.replyTo).toEqual([`"${request.name}" <${request.email}>`]);
    expect(email!.subject).toBe(`Website enquiry from ${request.name}`);
    expect(email!.attachments).toHaveLength(1);
    expect(email!.attachments[0]!.filename).toBe('Jane-Doe-CV.pdf');
    expect(Buffer.from(email!.attachments[0]!.content, 'base64').equals(pdf)).toBe(true);

    // The link in the email downloads the same file.
    const link = email!.body.text!.match(/(http:\/\/127\.0\.0\.1:\d+\/\S+X-Amz-Signature=\S+)/)![1]!;
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    await expect.poll(async () => (await tableItem(stack, `submission#${submissionId}`))?.status).toBe('emailed');
  });

  it('partner enquiry without a CV', async () => {
    const request = contactBody({ variant: 'partner', company: 'Acme Finance Ltd' });
    const answer = await postJson<Accepted>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(202);
    const [email] = await waitForEmail(stack.url, answer.body.submissionId);
    expect(email!.subject).toBe(`Partner enquiry from ${request.name} (Acme Finance Ltd)`);
    expect(email!.attachments).toEqual([]);
  });

  it('job application with a DOCX: the job details come from the catalogue', async () => {
    const cv = await uploadCv(stack.url, {
      bytes: docxBytes(),
      fileName: 'John Murphy.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const request = applicationBody(cv, { jobId: '3', jobTitle: 'Chief Everything Officer' });
    const answer = await postJson<Accepted>(stack.url, '/api/applications', request);
    expect(answer.status).toBe(202);
    const [email] = await waitForEmail(stack.url, answer.body.submissionId);
    expect(email!.subject).toBe(`Job application: Qualified Accountant - ${request.name}`);
    expect(email!.body.text).toContain('Salary: €45K - €60K');
    expect(email!.body.text).toContain('Visa status: Stamp 1G');
    expect(email!.body.text).not.toContain('Chief Everything Officer');
    expect(email!.attachments[0]!.filename).toBe('John-Murphy.docx');
  });
});

describe('exactly once', () => {
  it('the same idempotency key again returns the first submissionId: one record, one email', async () => {
    const cv = await uploadCv(stack.url);
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
    const first = await postJson<Accepted>(stack.url, '/api/contact', request);
    const second = await postJson<Accepted>(stack.url, '/api/contact', request);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(second.body.submissionId).toBe(first.body.submissionId);
    await waitForEmail(stack.url, first.body.submissionId);
    await waitUntilQueueDrained(stack);
    expect(await emailsFor(stack.url, first.body.submissionId)).toHaveLength(1);
    expect(await storedSubmissionsFor(stack, request.email)).toHaveLength(1);
  });

  it('the same key with other content is refused (422)', async () => {
    const request = contactBody();
    await postJson(stack.url, '/api/contact', request);
    const changed = await postJson(stack.url, '/api/contact', { ...request, message: 'Something else entirely' });
    expect(changed.status).toBe(422);
  });

  it('a redelivered queue message never sends a second email', async () => {
    const answer = await postJson<Accepted>(stack.url, '/api/contact', contactBody());
    const { submissionId } = answer.body;
    await waitForEmail(stack.url, submissionId);
    await expect.poll(async () => (await tableItem(stack, `submission#${submissionId}`))?.status).toBe('emailed');
    // The same message twice more, as SQS may deliver it.
    for (let i = 0; i < 2; i += 1) {
      await awsClients().sqs.send(new SendMessageCommand({ QueueUrl: stack.resources.queueUrl, MessageBody: JSON.stringify({ submissionId }) }));
    }
    await waitUntilQueueDrained(stack);
    expect(await emailsFor(stack.url, submissionId)).toHaveLength(1);
  });

  it('concurrent double-clicks with one key store and mail one submission', async () => {
    const request = contactBody();
    const answers = await Promise.all([1, 2, 3].map(() => postJson<Accepted>(stack.url, '/api/contact', request)));
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    // The others were told to wait (409) or got the same id.
    for (const answer of answers) expect([202, 409]).toContain(answer.status);
    expect(new Set(accepted.map((answer) => answer.body.submissionId)).size).toBe(1);
    await waitForEmail(stack.url, accepted[0]!.body.submissionId);
    await waitUntilQueueDrained(stack);
    expect(await emailsFor(stack.url, accepted[0]!.body.submissionId)).toHaveLength(1);
    expect(await storedSubmissionsFor(stack, request.email)).toHaveLength(1);
  });
});

describe('bad input: 4xx with a message per field, nothing stored', () => {
  /** Nothing for this email in the table, and the upload (if any) is gone or untouched. */
  async function expectNothingStored(email: string) {
    expect(await storedSubmissionsFor(stack, email)).toEqual([]);
  }

  it('missing and malformed fields', async () => {
    const request = contactBody({ name: '', email: 'jane(at)example.com', consent: false, message: '   ' });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({
      name: fieldErrorMessages.nameRequired,
      email: fieldErrorMessages.emailInvalid,
      message: fieldErrorMessages.messageRequired,
      consent: fieldErrorMessages.consentRequired,
    });
    const application = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/applications', { isEuCitizen: 'no', consent: true });
    expect(application.status).toBe(400);
    expect(Object.keys(application.body.error.fields).sort()).toEqual(['cv', 'email', 'idempotencyKey', 'jobId', 'name', 'phone', 'visaStatus']);
  });

  it('CR/LF in a name or an email', async () => {
    const request = contactBody({ name: 'Eve\r\nBcc: victim@example.com' });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ name: fieldErrorMessages.singleLine });
    const badEmail = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', contactBody({ email: 'eve@example.com\nBcc: victim@example.com' }));
    expect(badEmail.body.error.fields).toEqual({ email: fieldErrorMessages.emailInvalid });
    await expectNothingStored(request.email);
  });

  it('an unknown job id (400)', async () => {
    const cv = await uploadCv(stack.url);
    const request = applicationBody(cv, { jobId: '42' });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/applications', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ jobId: 'This job is no longer available.' });
    await expectNothingStored(request.email);
  });

  it('a body over 64 KB (413)', async () => {
    const answer = await postJson(stack.url, '/api/contact', contactBody({ message: 'x'.repeat(65 * 1024) }));
    expect(answer.status).toBe(413);
  });

  it('a wrong file type or an oversize file is refused before upload', async () => {
    const wrongType = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/uploads', { fileName: 'photo.png', contentType: 'image/png', size: 1000 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.fields).toEqual({ fileName: 'Please select a PDF or Word document.', contentType: 'Please select a PDF or Word document.' });
    const tooLarge = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/uploads', { fileName: 'cv.pdf', contentType: 'application/pdf', size: MAX_CV_BYTES + 1 });
    expect(tooLarge.body.error.fields).toEqual({ size: 'Please select a file smaller than 10MB.' });
  });

  it('an oversize file posted anyway is refused by the POST policy (EntityTooLarge), stores nothing, and the submit says it never arrived', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_CV_BYTES + 1 - pdfBytes().length, 0x20)]);
    const cv = await uploadCv(stack.url, { bytes: big, declaredSize: 1000 });
    expect(cv.postStatus).toBe(400);
    expect(cv.postBody).toContain('<Code>EntityTooLarge</Code>');
    expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([]);
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ cv: fieldErrorMessages.cvNotReceived });
    await expectNothingStored(request.email);
  });

  it('an oversize object that reached the bucket past the policy is refused at submit and deleted', async () => {
    const cv = await uploadCv(stack.url);
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(MAX_CV_BYTES + 1 - pdfBytes().length, 0x20)]);
    // The submit handler's own size check, for an object written with bucket credentials.
    await awsClients().s3.send(new PutObjectCommand({ Bucket: stack.resources.bucket, Key: `incoming/${cv.uploadId}`, Body: big, ContentType: 'application/pdf' }));
    const request = contactBody({ cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ cv: 'Please select a file smaller than 10MB.' });
    expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([]);
    await expectNothingStored(request.email);
  });

  it('a forged file (an executable named .pdf) is refused and deleted', async () => {
    const cv = await uploadCv(stack.url, { bytes: exeBytes(), fileName: 'cv.pdf' });
    const request = applicationBody(cv);
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/applications', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ cv: 'Please select a PDF or Word document.' });
    expect(await bucketKeys(stack, `incoming/${cv.uploadId}`)).toEqual([]);
    await expectNothingStored(request.email);
    // The key was released: the visitor may retry the attempt with a proper file.
    expect(await tableItem(stack, `idempotency#${request.idempotencyKey}`)).toBeUndefined();
  });

  it('an upload id that was never posted', async () => {
    const request = contactBody({ cv: { uploadId: randomUUID(), fileName: 'cv.pdf' } });
    const answer = await postJson<{ error: { fields: Record<string, string> } }>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ cv: fieldErrorMessages.cvNotReceived });
  });

  it('script payloads are stored as text and mailed escaped', async () => {
    const script = '<script>alert(document.cookie)</script>';
    const request = contactBody({ name: `Eve ${script}`.slice(0, 100), company: '<img src=x onerror=alert(1)>', message: `Hi ${script}` });
    const answer = await postJson<Accepted>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(202);
    const [stored] = await storedSubmissionsFor(stack, request.email);
    expect(stored!.message).toBe(`Hi ${script}`);
    const [email] = await waitForEmail(stack.url, answer.body.submissionId);
    expect(email!.body.html).not.toContain('<script');
    expect(email!.body.html).not.toContain('<img');
    expect(email!.body.html).toContain('Hi &lt;script&gt;alert(document.cookie)&lt;/script&gt;');
  });

  it('a filled honeypot gets a 202 but nothing is stored or mailed', async () => {
    const request = contactBody({ honeypot: 'https://cheap-pills.example' });
    const answer = await postJson<Accepted>(stack.url, '/api/contact', request);
    expect(answer.status).toBe(202);
    await waitUntilQueueDrained(stack);
    await expectNothingStored(request.email);
    expect(await emailsFor(stack.url, answer.body.submissionId)).toEqual([]);
  });
});

describe('right to erasure: npm run erase', () => {
  it('deletes every submission, CV file and idempotency record of one address, and nothing of others', async () => {
    const email = `erase.me.${randomUUID().slice(0, 8)}@example.com`;
    const ids: string[] = [];
    const keys: string[] = [];
    const uploadIds: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const cv = await uploadCv(stack.url);
      uploadIds.push(cv.uploadId);
      const request = contactBody({ email, cv: { uploadId: cv.uploadId, fileName: cv.fileName } });
      ids.push((await postJson<Accepted>(stack.url, '/api/contact', request)).body.submissionId);
      keys.push(request.idempotencyKey);
    }
    const applicationCv = await uploadCv(stack.url);
    uploadIds.push(applicationCv.uploadId);
    const applicationRequest = applicationBody(applicationCv, { email: email.toUpperCase() });
    ids.push((await postJson<Accepted>(stack.url, '/api/applications', applicationRequest)).body.submissionId);
    keys.push(applicationRequest.idempotencyKey);
    const other = await postJson<Accepted>(stack.url, '/api/contact', contactBody());
    for (const id of ids) await waitForEmail(stack.url, id);
    expect(await storedSubmissionsFor(stack, email)).toHaveLength(3);
    const before = await awsClients().s3.send(new ListObjectVersionsCommand({ Bucket: stack.resources.bucket, Prefix: `cvs/${ids[0]}/` }));
    expect(before.Versions).toHaveLength(1);
    // The upload each CV came from is deleted after the copy, but in a versioned bucket its bytes
    // stay as an old version behind a delete marker: a copy erasure must find too.
    const incomingVersions = (uploadId: string) =>
      awsClients()
        .s3.send(new ListObjectVersionsCommand({ Bucket: stack.resources.bucket, Prefix: `incoming/${uploadId}` }))
        .then((page) => [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]);
    for (const uploadId of uploadIds) {
      expect(await bucketKeys(stack, `incoming/${uploadId}`)).toEqual([]);
      const page = await awsClients().s3.send(new ListObjectVersionsCommand({ Bucket: stack.resources.bucket, Prefix: `incoming/${uploadId}` }));
      expect(page.Versions?.[0]?.Size, `an old version of incoming/${uploadId}`).toBeGreaterThan(0);
      expect(page.DeleteMarkers, `the delete marker over incoming/${uploadId}`).toHaveLength(1);
    }

    // The real command, as a person runs it, against this test's stack (asynchronously: the
    // emulators it talks to run in this process).
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'bin/erase.ts', '--local', '--data-dir', dataDir, email], {
      encoding: 'utf8',
      env: { ...process.env, SUBMISSIONS_TABLE_NAME: '', CV_BUCKET_NAME: '' },
    });
    expect(run.stderr).toBe('');
    // Three kept CVs and the three uploads they came from.
    expect(run.stdout).toContain(`Erased 3 submission(s) and 6 CV file(s) held for ${email}`);

    expect(await storedSubmissionsFor(stack, email)).toEqual([]);
    for (const id of ids) {
      expect(await tableItem(stack, `submission#${id}`)).toBeUndefined();
      expect(await bucketKeys(stack, `cvs/${id}/`)).toEqual([]);
      // The bucket is versioned, as in AWS: no old version or delete marker of the CV is left either.
      const versions = await awsClients().s3.send(new ListObjectVersionsCommand({ Bucket: stack.resources.bucket, Prefix: `cvs/${id}/` }));
      expect([...(versions.Versions ?? []), ...(versions.DeleteMarkers ?? [])]).toEqual([]);
    }
    for (const uploadId of uploadIds) {
      expect(await incomingVersions(uploadId), `incoming/${uploadId}`).toEqual([]);
      expect(await tableItem(stack, `upload#${uploadId}`)).toBeUndefined();
    }
    for (const key of keys) expect(await tableItem(stack, `idempotency#${key}`)).toBeUndefined();
    expect(await tableItem(stack, `submission#${other.body.submissionId}`)).toBeDefined();
  });
});
