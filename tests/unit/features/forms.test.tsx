import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { findJob } from '#content/jobs';
import { ContactForm } from '@/features/contact/contact-form';
import { JobApplicationForm } from '@/features/jobs/job-application-form';
import { missingAnswers } from '@/features/jobs/job-application-form';
import { missingReason, uploadPercent } from '@/features/submissions/components/form-status';
import { apiFailure } from '@/features/submissions/form-state';
import {
  fieldErrorsOf,
  isRetryable,
  newIdempotencyKey,
  shouldRetrySubmission,
  submitRetryDelayMs,
  SUBMIT_RETRY_BUDGET_MS,
} from '@/features/submissions/use-submission';
import { ApiError } from '@/lib/api-client';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

describe('the forms as first rendered (and prerendered)', () => {
  it('standard contact form: required marks, the CV control, consent unticked and submit disabled', () => {
    const html = render(<ContactForm variant="standard" />);
    for (const label of ['Name', 'Email', 'Message']) expect(html).toMatch(new RegExp(`${label}<span aria-hidden="true"[^>]*>\\*</span></label>`));
    expect(html).toMatch(/Phone<\/label>/);
    expect(html).toContain('Upload your CV (optional)');
    expect(html).toContain('>Select file<');
    expect(html).toContain('Accepted formats: PDF, DOC, DOCX');
    expect(html).toContain('accept=".pdf,.doc,.docx,application/pdf');
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"/);
    expect(html).not.toMatch(/name="consent"[^>]*checked/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Send Message<\/button>/);
    expect(html).toContain('href="/privacy-policy"');
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><label>Leave this field empty<input type="text" tabindex="-1"[^>]*name="fax_only"/);
  });

  it('partner form: no CV control', () => {
    const html = render(<ContactForm variant="partner" />);
    expect(html).not.toContain('Select file');
    expect(html).toContain('aria-label="Partner With Us"');
  });

  it('application form: every required answer marked, no visa selector before the citizenship answer, submit disabled', () => {
    const html = render(<JobApplicationForm job={findJob('1')!} />);
    for (const label of ['Full Name', 'Email Address', 'Phone Number']) expect(html).toMatch(new RegExp(`${label}<span aria-hidden="true"[^>]*>\\*</span>`));
    expect(html).toMatch(/<legend[^>]*>Are you an EU citizen\?<span aria-hidden="true"/);
    expect(html).not.toContain('Visa / Immigration Status');
    expect(html).toMatch(/Upload your CV<span aria-hidden="true"/);
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*>Submit Application<\/button>/);
  });
});

describe('submission helpers', () => {
  it('retries network errors, 5xx and "still processing", not validation errors', () => {
    expect(isRetryable(new ApiError(0, 'network_error', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'dependency_unavailable', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(409, 'submission_in_progress', 'x'))).toBe(true);
    expect(isRetryable(new ApiError(400, 'validation_failed', 'x', { name: 'y' }))).toBe(false);
    expect(isRetryable(new ApiError(422, 'idempotency_key_reused', 'x'))).toBe(false);
    expect(isRetryable(new ApiError(409, 'upload_already_used', 'x', { cv: 'y' }))).toBe(false);
    // Over the limit is an answer: the error toast, not another try that counts again.
    expect(isRetryable(new ApiError(429, 'rate_limited', 'x'))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
  });

  it('keeps retrying with the same key for longer than the server lease of a crashed attempt (60 s), then gives up', () => {
    const noAnswer = new ApiError(0, 'network_error', 'x');
    let failures = 1;
    let waited = 0;
    while (shouldRetrySubmission(failures, noAnswer)) {
      waited += submitRetryDelayMs(failures - 1);
      failures += 1;
    }
    expect(waited).toBeGreaterThan(60_000);
    expect(waited).toBeLessThanOrEqual(SUBMIT_RETRY_BUDGET_MS + 10_000);
    expect(submitRetryDelayMs(0)).toBe(1000);
    expect(submitRetryDelayMs(10)).toBe(10_000);
    expect(shouldRetrySubmission(1, new ApiError(429, 'rate_limited', 'x'))).toBe(false);
  });

  it('makes a fresh RFC 4122 v4 key per attempt', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('puts API field messages next to the fields shown, the rest above the button', () => {
    const error = new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', {
      'cv.uploadId': 'Your CV did not arrive',
      email: 'Please enter a valid email address.',
      jobId: 'This job is no longer available.',
    });
    expect(fieldErrorsOf(error)).toEqual({ cv: 'Your CV did not arrive', email: 'Please enter a valid email address.', jobId: 'This job is no longer available.' });
    expect(apiFailure(error, ['cv', 'email'])).toEqual({
      fields: { cv: 'Your CV did not arrive', email: 'Please enter a valid email address.' },
      alerts: ['This job is no longer available.'],
    });
    expect(apiFailure(new ApiError(422, 'idempotency_key_reused', 'Reload the page.'), ['cv'])).toEqual({ fields: {}, alerts: ['Reload the page.'] });
    expect(apiFailure(new ApiError(503, 'dependency_unavailable', 'An unexpected error occurred'), ['cv'])).toEqual({ fields: {}, alerts: [] });
  });
});

describe('what a form says about itself', () => {
  const empty = { name: '', email: '', phone: '', isEuCitizen: '', visaStatus: '' };
  const cv = { name: 'cv.pdf' } as File;

  it('names every missing answer of the application, the visa status only for a non-EU applicant', () => {
    expect(missingAnswers(empty, null, false)).toEqual([
      'your full name',
      'your email address',
      'your phone number',
      'whether you are an EU citizen',
      'your CV',
      'your consent to the privacy policy',
    ]);
    const answered = { name: 'Ann', email: 'ann@example.com', phone: '01 234 5678', isEuCitizen: 'no', visaStatus: '' };
    expect(missingAnswers(answered, cv, true)).toEqual(['your visa status']);
    expect(missingAnswers({ ...answered, isEuCitizen: 'yes' }, cv, true)).toEqual([]);
    // Blank is missing.
    expect(missingAnswers({ ...answered, isEuCitizen: 'yes', name: '   ' }, cv, true)).toEqual(['your full name']);
  });

  it('joins them into one sentence, or nothing when complete', () => {
    expect(missingReason([])).toBeNull();
    expect(missingReason(['your CV'])).toBe('To send, please add: your CV.');
    expect(missingReason(['a', 'b', 'c'])).toBe('To send, please add: a, b and c.');
  });

  it('turns bytes sent into a whole percent, never past 100', () => {
    expect(uploadPercent({ sent: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ sent: 512, total: 1024 })).toBe(50);
    expect(uploadPercent({ sent: 1023, total: 1024 })).toBe(99);
    expect(uploadPercent({ sent: 2048, total: 1024 })).toBe(100);
  });

  it('the prerendered forms: a POST form whose submit button says why it waits', () => {
    const html = render(<ContactForm variant="standard" />);
    expect(html).toMatch(/<form[^>]* method="post"/);
    const describedBy = /<button type="submit" disabled="" aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`id="${describedBy}" data-testid="submit-hint"`);
    // The fields are not disabled before the scripts run: typing is kept.
    expect(html).not.toMatch(/<fieldset disabled/);
    expect(render(<JobApplicationForm job={findJob('1')!} />)).toMatch(/<form[^>]* method="post"/);
  });
});
