import { describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { emailSubject, escapeHtml, headerAddress, headerText, renderSubmissionEmail, truncateGraphemes } from '#core/submissions/email';
import type { Submission } from '#core/submissions/submission';
import { composeMime } from '#adapters/mailer';
import { pdfBytes } from '#test-support/cv-files';

const base: Submission = {
  submissionId: '6f1c1a3e-0d7c-4b0a-9d51-3a0e0f7a1b2c',
  kind: 'contact',
  status: 'queued',
  createdAt: '2025-11-03T14:05:00.000Z',
  expiresAt: 1_825_000_000,
  idempotencyKey: '0b8f5d0e-5b1c-4f7e-8f43-7f1f4f0a9c11',
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+353 87 123 4567',
  message: 'Hello,\nI am looking for a role.',
};

const script = '<script>alert("pwned")</script>';

describe('escaping and header hygiene', () => {
  it('escapes the five HTML metacharacters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('turns CR, LF and other controls in header text into single spaces', () => {
    expect(headerText('Jane\r\nBcc: victim@example.com')).toBe('Jane Bcc: victim@example.com');
    expect(headerText('a\u0000b\u2028c\td')).toBe('a b c d');
    expect(headerText('x'.repeat(500))).toHaveLength(200);
  });

  it('removes bidi overrides and other format characters from header text, keeping joiners', () => {
    expect(headerText('Jane \u202eeoD\u202c \u2066x\u2069 \u200bsoft\u00adhyphen')).toBe('Jane eoD x softhyphen');
    expect(headerText('Ali\u200cReza 👩\u200d💻')).toBe('Ali\u200cReza 👩\u200d💻');
  });

  it('truncates on grapheme boundaries: an emoji (even a ZWJ family or a flag) is kept whole or dropped whole', () => {
    const family = '👩\u200d👩\u200d👧\u200d👦';
    expect(truncateGraphemes(`ab${family}`, 5)).toBe('ab');
    expect(truncateGraphemes(`ab${family}`, 2 + family.length)).toBe(`ab${family}`);
    expect(truncateGraphemes('ab🇮🇪cd', 3)).toBe('ab');
    expect(truncateGraphemes('ab🇮🇪cd', 6)).toBe('ab🇮🇪');
    expect(headerText(`${'x'.repeat(199)}😀`)).toBe('x'.repeat(199));
    // Every cut of a string of emoji leaves no lone surrogate.
    const emoji = '😀👍🏽🇮🇪'.repeat(20);
    for (let max = 0; max <= emoji.length; max += 1) expect(truncateGraphemes(emoji, max)).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  });

  it('accepts only plain addresses in headers', () => {
    expect(headerAddress(' jane@example.com ')).toBe('jane@example.com');
    expect(headerAddress('jane@example.com\r\nBcc: x@y.z')).toBeUndefined();
    expect(headerAddress('"Jane" <jane@example.com>')).toBeUndefined();
  });
});

describe('renderSubmissionEmail', () => {
  it('lists the fields, the message and the reference for a contact enquiry', () => {
    const email = renderSubmissionEmail(base, { brandName: 'Ledgerline Recruitment' });
    expect(email.subject).toBe('Website enquiry from Jane Doe');
    expect(email.replyTo).toEqual({ name: 'Jane Doe', address: 'jane@example.com' });
    expect(email.text).toContain('Phone: +353 87 123 4567');
    expect(email.text).toContain(`Reference: ${base.submissionId}`);
    expect(email.text).toContain('Submitted: 3 November 2025 at 14:05');
    expect(email.html).toContain('<p style="white-space:pre-wrap">Hello,\nI am looking for a role.</p>');
  });

  it('escapes every piece of user text in the HTML, so a script arrives as text', () => {
    const hostile: Submission = { ...base, name: `Eve ${script}`, company: '<img src=x onerror=alert(1)>', message: `${script}\n<b>bold</b>` };
    const { html } = renderSubmissionEmail({ ...hostile, kind: 'partner' }, { brandName: 'Ledgerline Recruitment' });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps CR and LF out of the subject and the reply-to name', () => {
    const email = renderSubmissionEmail({ ...base, name: 'Jane\r\nBcc: victim@example.com' }, { brandName: 'B' });
    expect(email.subject).toBe('Website enquiry from Jane Bcc: victim@example.com');
    expect(email.replyTo?.name).not.toMatch(/[\r\n]/);
  });

  it('leaves out the reply-to when the stored address could break a header', () => {
    expect(renderSubmissionEmail({ ...base, email: 'a@b.c\r\nBcc: x@y.z' }, { brandName: 'B' }).replyTo).toBeUndefined();
  });

  it('describes a job application with the job from the catalogue and the visa status label', () => {
    const application: Submission = {
      ...base,
      kind: 'application',
      message: undefined,
      job: { id: '3', title: 'Qualified Accountant', company: 'Our Client', location: 'Ireland', salary: '€45K - €60K', jobType: 'Hybrid' },
      isEuCitizen: 'no',
      visaStatus: 'critical-skills',
      cv: { key: 'cvs/x/Jane-Doe.pdf', fileName: 'Jane-Doe.pdf', originalFileName: 'Jane Doe.pdf', format: 'pdf', contentType: 'application/pdf', size: 2_500_000 },
    };
    const email = renderSubmissionEmail(application, {
      brandName: 'B',
      cvLink: { url: 'https://bucket.s3.amazonaws.com/cvs/x/Jane-Doe.pdf?X-Amz-Signature=abc&X-Amz-Expires=604800', expiresAt: new Date('2025-11-10T14:05:00Z') },
    });
    expect(email.subject).toBe('Job application: Qualified Accountant - Jane Doe');
    expect(email.text).toContain('Salary: €45K - €60K');
    expect(email.text).toContain('EU citizen: No');
    expect(email.text).toContain('Visa status: Critical Skills Employment Permit');
    expect(email.text).toContain('CV: Jane-Doe.pdf (2.4 MB, attached)');
    // The link's & is escaped inside the href attribute.
    expect(email.html).toContain('href="https://bucket.s3.amazonaws.com/cvs/x/Jane-Doe.pdf?X-Amz-Signature=abc&amp;X-Amz-Expires=604800"');
    expect(email.text).toContain('link valid until 10 November 2025 at 14:05');
    // A confidential client has no name: no "Client: Our Client" line, the role and its id instead.
    expect(email.text).toContain('Role: Qualified Accountant');
    expect(email.text).toContain('Job id: 3');
    expect(email.text).not.toMatch(/Client:/);
    expect(email.html).not.toContain('Our Client');
    expect(email.text).not.toContain('Our Client');
  });

  it('names the client of a job that has one', () => {
    const job = { id: '7', title: 'Financial Controller', company: 'Acme Foods Ltd', location: 'Cork', salary: '€85K - €100K', jobType: 'Full Time' };
    const email = renderSubmissionEmail({ ...base, kind: 'application', message: undefined, job }, { brandName: 'B' });
    expect(email.text).toContain('Client: Acme Foods Ltd');
    expect(email.html).toContain('<th align="left" style="padding:4px 12px 4px 0;vertical-align:top">Client</th><td style="padding:4px 0">Acme Foods Ltd</td>');
  });

  it('subjects name the partner company', () => {
    expect(emailSubject({ ...base, kind: 'partner', company: 'Acme Ltd' })).toBe('Partner enquiry from Jane Doe (Acme Ltd)');
  });
});

describe('composeMime (raw message for SES v2)', () => {
  it('builds a message with reply-to, text, HTML and the CV attached, parseable by a mail client', async () => {
    const rendered = renderSubmissionEmail({ ...base, name: 'Siobhán Ó Briain', message: script }, { brandName: 'B' });
    const pdf = pdfBytes();
    const raw = await composeMime({
      ...rendered,
      from: { name: 'Ledgerline Recruitment Website', address: 'website@ledgerline.example' },
      to: 'recruiters@ledgerline.example',
      attachments: [{ filename: 'Siobhan-O-Briain.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe('Website enquiry from Siobhán Ó Briain');
    expect(parsed.replyTo?.value).toEqual([{ name: 'Siobhán Ó Briain', address: 'jane@example.com' }]);
    expect(parsed.from?.value[0]?.address).toBe('website@ledgerline.example');
    expect(parsed.html).toContain('&lt;script&gt;');
    expect(parsed.text).toContain(script);
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.filename).toBe('Siobhan-O-Briain.pdf');
    expect(Buffer.compare(parsed.attachments[0]!.content, pdf)).toBe(0);
  });

  it('cannot be made to carry an extra header through a name', async () => {
    const rendered = renderSubmissionEmail({ ...base, name: 'Jane\r\nBcc: victim@example.com' }, { brandName: 'B' });
    const raw = (
      await composeMime({ ...rendered, from: { name: 'W', address: 'w@example.com' }, to: 'r@example.com', attachments: [] })
    ).toString();
    const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headerBlock).not.toMatch(/^bcc:/im);
  });
});
