import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mailer, OutgoingEmail } from '#core/submissions/ports';

/**
 * Sends through SES v2 as a raw MIME message (Content.Raw): the v2 API takes up to 40 MB, enough
 * for a 10 MB CV after base64, where the v1 API's 10 MB limit is not. Nodemailer's composer builds
 * the MIME (header encoding, folding, multipart/alternative for text and HTML, the attachment).
 */
export async function composeMime(email: OutgoingEmail): Promise<Buffer> {
  const composer = new MailComposer({
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.content),
    })),
    // Header values are single lines already; the composer must not take any address from text.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

/** `configurationSetName`: the SES configuration set whose event destinations count bounces and complaints. */
export function sesMailer(ses: SESv2Client, options: { configurationSetName?: string } = {}): Mailer {
  return {
    async send(email) {
      const raw = await composeMime(email);
      const result = await ses.send(
        new SendEmailCommand({
          FromEmailAddress: email.from.address,
          Destination: { ToAddresses: [email.to] },
          Content: { Raw: { Data: raw } },
          ...(options.configurationSetName ? { ConfigurationSetName: options.configurationSetName } : {}),
        }),
      );
      return result.MessageId ?? 'unknown';
    },
  };
}
