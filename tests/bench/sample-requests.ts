import { randomUUID } from 'node:crypto';
import type { ContactRequestInput } from '#core/schemas/contact';
import type { ApplicationRequestInput } from '#core/schemas/application';
import { featuredJobs } from '#content/jobs';

/**
 * One realistic, valid request per API route (README › Architecture), keyed by path so that the bench follows
 * lambdas/system/functions.ts as functions are added. Bodies are made per request: submissions need a fresh
 * idempotency key, or the API would answer every repeat from the first record.
 */
export interface SampleRequest {
  method: 'GET' | 'POST';
  path: string;
  /** What the endpoint does, for the report. */
  label: string;
  /** A body for one request (sync: the load generator calls it per request). */
  body?: (prepared?: PreparedInput) => unknown;
  /** Async set-up one request needs first (a CV uploaded to S3 for an application). */
  prepare?: (stackUrl: string) => Promise<PreparedInput>;
  /**
   * Under load, each request uses one prepared input of its own (an upload serves one submission), made
   * before the clock starts; the load run then stops after this many requests if its time has not run out.
   */
  loadPool?: number;
}

export interface PreparedInput {
  cv?: { uploadId: string; fileName: string };
}

/** The smallest file the CV check accepts as a PDF: it looks at the first bytes (`%PDF-`). */
const samplePdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export function contactBody(marker = randomUUID()): ContactRequestInput {
  return {
    variant: 'standard',
    name: 'Bench Candidate',
    email: `bench+${marker.slice(0, 8)}@example.com`,
    phone: '+353 1 555 0100',
    company: 'Bench Ltd',
    message: `Benchmark enquiry ${marker}: I am a newly qualified ACA looking for a financial accountant role in Dublin.`,
    consent: true,
    idempotencyKey: randomUUID(),
  };
}

/** The largest CV the site takes (10 MiB), as a PDF: any prefix of it is a PDF of that size to the CV check. */
const largestPdf = (() => {
  const bytes = Buffer.alloc(10 * 1024 * 1024, 0x20);
  samplePdf.copy(bytes);
  return bytes;
})();

/** A PDF of exactly `bytes` bytes (at most 10 MiB). */
export const pdfOfSize = (bytes: number) => (bytes <= samplePdf.length ? samplePdf : largestPdf.subarray(0, bytes));

/** Asks the API for a presigned POST and posts a PDF to it (a small one unless told), as the browser does. */
export async function uploadSampleCv(stackUrl: string, file: Buffer = samplePdf): Promise<{ uploadId: string; fileName: string }> {
  const fileName = 'bench-cv.pdf';
  const response = await fetch(`${stackUrl}/api/uploads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fileName, contentType: 'application/pdf', size: file.length }),
  });
  if (response.status !== 201) throw new Error(`POST /api/uploads answered ${response.status}: ${await response.text()}`);
  const upload = (await response.json()) as { uploadId: string; url: string; fields: Record<string, string> };
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([Uint8Array.from(file)], { type: 'application/pdf' }), fileName);
  const posted = await fetch(upload.url, { method: 'POST', body: form });
  if (!posted.ok) throw new Error(`the presigned POST answered ${posted.status}: ${await posted.text()}`);
  return { uploadId: upload.uploadId, fileName };
}

export const sampleRequests: Record<string, SampleRequest> = {
  '/api/health': { method: 'GET', path: '/api/health', label: 'health check (6 dependency probes)' },
  '/api/market-trends/current': { method: 'GET', path: '/api/market-trends/current', label: 'current market trends report' },
  '/api/uploads': {
    method: 'POST',
    path: '/api/uploads',
    label: 'presigned POST for a CV',
    body: () => ({ fileName: 'cv.pdf', contentType: 'application/pdf', size: 48_213 }),
  },
  '/api/contact': { method: 'POST', path: '/api/contact', label: 'enquiry, queued for the worker', body: () => contactBody() },
  '/api/applications': {
    method: 'POST',
    path: '/api/applications',
    label: 'job application with a CV',
    prepare: async (stackUrl) => ({ cv: await uploadSampleCv(stackUrl) }),
    loadPool: 1_500,
    body: (prepared): ApplicationRequestInput => ({
      jobId: featuredJobs[0]!.id,
      name: 'Bench Applicant',
      email: 'bench.applicant@example.com',
      phone: '+353 1 555 0101',
      isEuCitizen: 'yes',
      cv: prepared?.cv ?? { uploadId: randomUUID(), fileName: 'missing.pdf' },
      consent: true,
      idempotencyKey: randomUUID(),
    }),
  },
  '/api/chat': {
    method: 'POST',
    path: '/api/chat',
    label: 'Aine, offline engine, new thread',
    body: () => ({ message: 'What salary can a newly qualified financial accountant expect?', context: 'salary-guide', threadId: null }),
  },
};

/** The endpoints the API load test covers, in the order it runs them (the submissions last: they leave the worker busy). */
export const loadTestPaths = ['/api/health', '/api/market-trends/current', '/api/uploads', '/api/chat', '/api/applications', '/api/contact'] as const;

/** Prepared inputs for a load run, made a few at a time so the uploads themselves stay a light load. */
export async function preparePool(stackUrl: string, sample: SampleRequest, count: number): Promise<PreparedInput[]> {
  if (!sample.prepare) return [];
  const pool: PreparedInput[] = [];
  for (let start = 0; start < count; start += 20) {
    pool.push(...(await Promise.all(Array.from({ length: Math.min(20, count - start) }, () => sample.prepare!(stackUrl)))));
  }
  return pool;
}
