import { findJob } from '#content/jobs';
import { applicationRequestSchema } from '#core/schemas/application';
import { submit } from '#core/submissions/submit';
import { submitDependencies } from '#adapters/submission-pipeline';
import { httpHandler } from '#http/http-handler';

/** POST /api/applications: a job application with its CV; the job details come from the catalogue. */
export const handler = httpHandler({ body: applicationRequestSchema }, async ({ body, clientId }) => {
  // The schema already refused unknown job ids.
  const job = findJob(body.jobId)!;
  const result = await submit(
    {
      kind: 'application',
      idempotencyKey: body.idempotencyKey,
      clientId,
      honeypot: body.honeypot,
      details: {
        name: body.name,
        email: body.email,
        phone: body.phone,
        isEuCitizen: body.isEuCitizen,
        visaStatus: body.visaStatus,
        job: { id: job.id, title: job.title, company: job.company, location: job.location, salary: job.salary, jobType: job.jobType },
      },
      cv: body.cv,
    },
    submitDependencies(),
  );
  return { status: 202, body: { success: true, submissionId: result.submissionId } };
});
