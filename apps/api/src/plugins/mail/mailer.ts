import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { TConfig } from '../config.ts';
import type { TDatabase } from '../db/database.ts';

/** A mail ready to send: the rendered template and its recipient. */
export type TMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where answers go instead of MAIL_FROM (staff notifications: the visitor who wrote). */
  replyTo?: { name: string; address: string };
  /** The template's name, for the log (the body, the links and the tokens are never logged). */
  template: string;
  /** Files sent with it (a calendar invitation, an invoice's PDF): text, so the queued mail stays plain JSON. */
  attachments?: readonly TMailAttachment[];
};

/**
 * A small file attached to a mail: `invitation.ics`, `text/calendar; method=PUBLISH`; a binary
 * one (a PDF) as base64 text with `encoding: 'base64'`.
 */
type TMailAttachment = { filename: string; contentType: string; content: string; encoding?: 'base64' };

export interface TMailer {
  /** `smtp` or `outbox`. */
  readonly transport: 'smtp' | 'outbox';
  /** `within`: a transaction, so the mail goes only if the change that causes it is committed. */
  send(mail: TMail, options?: { within?: TDatabase }): Promise<void>;
  close(): void;
}

/** `20260102T030405123Z`: sortable, and safe in a file name. */
function fileTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

/** The recipient as a file-name part: `ayse-example-com`. */
function recipientSlug(address: string): string {
  const slug = address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'recipient';
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written, as the exact bytes SMTP would
 * have carried, to DATA_DIR/outbox/mail/<time>-<recipient>-<random>.eml (open it in any mail
 * program; the end-to-end tests read the links from there).
 */
export function createMailer(
  config: Pick<TConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: FastifyBaseLogger,
): TMailer {
  const from = config.mailFrom;
  const envelopeOf = (mail: TMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.content,
            ...(file.encoding ? { encoding: file.encoding } : {}),
          })),
        }
      : {}),
  });
  if (config.smtpUrl) {
    // Short timeouts: a request that sends mail must answer within the web app's 6 s, even
    // when the mail server hangs (the mail is then reported as failed, not waited for).
    const smtp = createTransport({
      url: config.smtpUrl,
      connectionTimeout: 4_000,
      greetingTimeout: 4_000,
      socketTimeout: 5_000,
    });
    return {
      transport: 'smtp',
      async send(mail) {
        const info = await smtp.sendMail(envelopeOf(mail));
        log.info({ template: mail.template, transport: 'smtp', messageId: info.messageId }, 'mail sent');
      },
      close: () => smtp.close(),
    };
  }

  const folder = join(config.dataDir, 'outbox', 'mail');
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    transport: 'outbox',
    async send(mail) {
      const info = await composer.sendMail(envelopeOf(mail));
      await mkdir(folder, { recursive: true });
      const file = `${fileTimestamp(new Date())}-${recipientSlug(mail.to)}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(join(folder, file), info.message, { mode: 0o600 });
      log.info({ template: mail.template, transport: 'outbox', file }, 'mail written to the outbox');
    },
    close: () => composer.close(),
  };
}
