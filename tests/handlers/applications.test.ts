import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { fieldErrorMessages } from '#content/field-errors';
import { findJob } from '#content/jobs';
import { apiEvent, lambdaContext, objectAnswer, parseBody, serviceDown } from '../support/handler-harness.ts';
import { docBytes, docxBytes, pdfBytes, xlsxBytes } from '../support/cv-files.ts';
import { useSubmitHandler } from '../support/handler-environment.ts';

/** POST /api/applications through the real handler, domain and adapters, with AWS mocked. */
const fixture = useSubmitHandler('#lambdas/applications/handler');
const { s3, sqs, documents } = fixture;

const uploadId = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
function body(overrides: Record<string, unknown> = {}) {
  return {
    jobId: '3',
    name: 'John Murphy',
    email: 'john@example.com',
    phone: '087 765 4321',
    isEuCitizen: 'no',
    visaStatus: 'stamp-4',
    cv: { uploadId, fileName: 'cv.docx' },
    consent: true,
    idempotencyKey: randomUUID(),
    ...overrides,
  };
}

function healthy(upload: Buffer) {
  documents.on(PutCommand).resolves({});
  documents.on(UpdateCommand).resolves({});
  documents.on(DeleteCommand).resolves({});
  s3.on(HeadObjectCommand).resolves({ ContentLength: upload.length });
  s3.on(GetObjectCommand).callsFake((input: { Range?: string }) => objectAnswer(upload, input.Range));
  s3.on(CopyObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({});
}

const send = (payload: unknown) => fixture.handler(apiEvent('/api/applications', payload), lambdaContext('applications'));
const storedItem = () =>
  documents.commandCalls(PutCommand).map((call) => call.args[0].input.Item as Record<string, unknown>).find((item) => String(item.pk).startsWith('submission#'))!;

describe('POST /api/applications', () => {
  it('202: the job details come from the catalogue, not from the client', async () => {
    healthy(docxBytes());
    const result = await send(body({ jobTitle: 'CEO', jobSalary: '€1M', jobCompany: 'Mine', type: 'job-application' }));
    expect(result.statusCode).toBe(202);
    const job = findJob('3')!;
    expect(storedItem()).toMatchObject({
      kind: 'application',
      isEuCitizen: 'no',
      visaStatus: 'stamp-4',
      job: { id: '3', title: job.title, company: job.company, location: job.location, salary: job.salary, jobType: job.jobType },
      cv: { format: 'docx', fileName: 'cv.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    });
    expect(JSON.stringify(storedItem())).not.toContain('CEO');
  });

  it('stores no visa status for an EU citizen', async () => {
    healthy(pdfBytes());
    await send(body({ isEuCitizen: 'yes', visaStatus: 'stamp-4', cv: { uploadId, fileName: 'cv.pdf' } }));
    expect(storedItem().visaStatus).toBeUndefined();
  });

  it('accepts a Word 97-2003 document', async () => {
    healthy(docBytes());
    const result = await send(body({ cv: { uploadId, fileName: 'old.doc' } }));
    expect(result.statusCode).toBe(202);
    expect(storedItem()).toMatchObject({ cv: { format: 'doc', contentType: 'application/msword' } });
  });

  it('400 for an unknown job id, before any AWS call', async () => {
    const result = await send(body({ jobId: '2' }));
    expect(result.statusCode).toBe(400);
    expect(parseBody(result).error?.fields).toEqual({ jobId: fieldErrorMessages.jobUnknown });
    expect(documents.calls().length + s3.calls().length).toBe(0);
  });

  it('400 without a CV, a phone or a visa status for a non-EU applicant', async () => {
    const result = await send(body({ cv: undefined, phone: '', visaStatus: undefined }));
    expect(parseBody(result).error?.fields).toEqual({
      cv: fieldErrorMessages.cvRequired,
      phone: fieldErrorMessages.phoneRequired,
      visaStatus: fieldErrorMessages.visaStatusRequired,
    });
  });

  it('400 for a ZIP that is not a Word document', async () => {
    healthy(xlsxBytes());
    const result = await send(body());
    expect(parseBody(result).error?.fields).toEqual({ cv: fieldErrorMessages.cvInvalidType });
    expect(sqs.calls()).toHaveLength(0);
  });

  it('503 when SQS is down, with the submission undone', async () => {
    healthy(pdfBytes());
    sqs.on(SendMessageCommand).rejects(serviceDown('SQS'));
    const result = await send(body({ cv: { uploadId, fileName: 'cv.pdf' } }));
    expect(result.statusCode).toBe(503);
    expect(documents.commandCalls(DeleteCommand).map((call) => String(call.args[0].input.Key!.pk))).toEqual([
      expect.stringMatching(/^submission#/),
      `upload#${uploadId}`,
      expect.stringMatching(/^idempotency#/),
    ]);
  });
});
