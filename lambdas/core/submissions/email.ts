/**
 * The email the recruiters receive for one submission. Everything the visitor typed is treated as
 * hostile: escaped in HTML (a `<script>` arrives as text) and reduced to one line in headers (a CR
 * or LF cannot add a Bcc). The MIME assembly itself happens in the mail adapter.
 */

import { visaStatusOptions } from '#content/forms';
import { namedClient } from '#content/jobs';
import type { Submission } from '#core/submissions/submission';

export interface EmailAddress {
  name: string;
  address: string;
}

export interface RenderedEmail {
  subject: string;
  /** Absent only if the stored address could not be used safely in a header. */
  replyTo?: EmailAddress;
  html: string;
  text: string;
}

export interface CvLink {
  url: string;
  expiresAt: Date;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

const MAX_HEADER_TEXT = 200;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** At most `maxLength` UTF-16 units, cut between user-perceived characters (never inside an emoji). */
export function truncateGraphemes(value: string, maxLength: number): string {
  if (value.length <= maxLength) return value;
  let end = 0;
  for (const { segment, index } of graphemes.segment(value)) {
    if (index + segment.length > maxLength) break;
    end = index + segment.length;
  }
  return value.slice(0, end);
}

/**
 * One line of header text: controls (CR, LF, tab, NUL, Unicode separators) become spaces and
 * format characters (bidi overrides and the like; the forms refuse them, this guards older
 * records) are removed; then it is cut to `maxLength` on a grapheme boundary.
 */
export function headerText(value: string, maxLength = MAX_HEADER_TEXT): string {
  const oneLine = value
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/(?![\u200c\u200d])\p{Cf}/gu, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return truncateGraphemes(oneLine, maxLength).trim();
}

/** An address fit for a header, or undefined if anything in it could break out of the header. */
export function headerAddress(value: string): string | undefined {
  const address = value.trim();
  return /^[^\s<>()",;:\\[\]@]+@[^\s<>()",;:\\[\]@]+$/.test(address) ? address : undefined;
}

const dateFormat = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Dublin' });
const formatDublinTime = (date: Date) => dateFormat.format(date);

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const visaLabel = (value: string) => visaStatusOptions.find((option) => option.value === value)?.label ?? value;

export function emailSubject(submission: Submission): string {
  const name = headerText(submission.name, 100);
  switch (submission.kind) {
    case 'application':
      return headerText(`Job application: ${submission.job?.title ?? 'unknown role'} - ${name}`);
    case 'partner':
      return headerText(`Partner enquiry from ${name}${submission.company ? ` (${submission.company})` : ''}`);
    case 'chat-handover':
      return headerText(`Question from the chat with Aine - ${name}`);
    default:
      return headerText(`Website enquiry from ${name}`);
  }
}

type Row = [label: string, value: string];

function detailRows(submission: Submission): Row[] {
  const rows: Row[] = [
    ['Name', submission.name],
    ['Email', submission.email],
  ];
  if (submission.phone) rows.push(['Phone', submission.phone]);
  if (submission.company) rows.push(['Company', submission.company]);
  if (submission.job) {
    rows.push(['Role', submission.job.title]);
    // A confidential client has no name to give: the job id identifies the role instead.
    const client = namedClient(submission.job.company);
    if (client) rows.push(['Client', client]);
    rows.push(['Location', submission.job.location]);
    rows.push(['Salary', submission.job.salary], ['Job type', submission.job.jobType], ['Job id', submission.job.id]);
  }
  if (submission.isEuCitizen) rows.push(['EU citizen', submission.isEuCitizen === 'yes' ? 'Yes' : 'No']);
  if (submission.visaStatus) rows.push(['Visa status', visaLabel(submission.visaStatus)]);
  if (submission.cv) rows.push(['CV', `${submission.cv.fileName} (${formatBytes(submission.cv.size)}, attached)`]);
  rows.push(['Submitted', formatDublinTime(new Date(submission.createdAt))], ['Reference', submission.submissionId]);
  return rows;
}

const heading: Record<Submission['kind'], string> = {
  contact: 'New enquiry from the website contact form',
  partner: 'New employer enquiry from the Partner With Us form',
  application: 'New job application',
  'chat-handover': 'A visitor asked Aine to pass their question on to a recruiter',
};

const transcriptSpeaker = { visitor: 'Visitor', assistant: 'Aine' } as const;

/** The chat conversation of a hand-over: every message escaped, line breaks kept. */
function transcriptHtml(transcript: NonNullable<Submission['transcript']>): string {
  const entries = transcript.map(
    (entry) =>
      `<p style="margin:0 0 8px 0;white-space:pre-wrap"><strong>${escapeHtml(transcriptSpeaker[entry.role])}:</strong> ${escapeHtml(entry.text)}</p>`,
  );
  return ['<h2 style="font-size:16px">Conversation so far</h2>', `<div style="border-left:3px solid #d1d5db;padding-left:12px">`, ...entries, '</div>'].join('\n');
}

export function renderSubmissionEmail(submission: Submission, options: { brandName: string; cvLink?: CvLink }): RenderedEmail {
  const rows = detailRows(submission);
  const linkExpiry = options.cvLink ? formatDublinTime(options.cvLink.expiresAt) : '';

  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const htmlParts = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(heading[submission.kind])}</h1>`,
    `<table cellpadding="0" cellspacing="0">\n${htmlRows}\n</table>`,
  ];
  const messageHeading = submission.kind === 'chat-handover' ? 'Question' : 'Message';
  if (submission.message) {
    htmlParts.push(`<h2 style="font-size:16px">${messageHeading}</h2>`);
    htmlParts.push(`<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`);
  }
  if (submission.transcript?.length) htmlParts.push(transcriptHtml(submission.transcript));
  if (options.cvLink) {
    htmlParts.push(
      `<p><a href="${escapeHtml(options.cvLink.url)}">Download the CV</a> (link valid until ${escapeHtml(linkExpiry)}).</p>`,
    );
  }
  htmlParts.push(`<p style="color:#6b7280">Reply to this email to answer ${escapeHtml(submission.name)} directly. Sent by the ${escapeHtml(options.brandName)} website.</p>`);
  htmlParts.push('</body></html>');

  const textParts = [heading[submission.kind], '', ...rows.map(([label, value]) => `${label}: ${value}`)];
  if (submission.message) textParts.push('', `${messageHeading}:`, submission.message);
  if (submission.transcript?.length) {
    textParts.push('', 'Conversation so far:', ...submission.transcript.map((entry) => `${transcriptSpeaker[entry.role]}: ${entry.text}`));
  }
  if (options.cvLink) textParts.push('', `Download the CV (link valid until ${linkExpiry}):`, options.cvLink.url);
  textParts.push('', `Reply to this email to answer ${submission.name} directly. Sent by the ${options.brandName} website.`);

  const replyAddress = headerAddress(submission.email);
  return {
    subject: emailSubject(submission),
    ...(replyAddress ? { replyTo: { name: headerText(submission.name, 100), address: replyAddress } } : {}),
    html: htmlParts.join('\n'),
    text: textParts.join('\n'),
  };
}
