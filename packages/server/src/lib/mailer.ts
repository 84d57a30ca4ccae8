import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/mail-outbox';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe); SMTP only, the outbox table keeps none. */
  headers?: Record<string, string>;
  /** A Message-ID of our own: the same for a retried send, so a mailbox can tell a repeat. */
  messageId?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example:465) or, without it, keeps each mail
 * in the outbox table and logs that it did (never its text). Callers don't know which: they call `send`.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send({ to, subject, text, html }) {
      const mail = { to, subject, text, ...(html ? { html } : {}) };
      await options.db.insert(mailOutbox).values(mail);
      // Not the text: it carries single-use links (password reset, verification), and logs travel further
      // than the database. Read the mail in the mail_outbox table.
      options.log.info(
        { to: mail.to, subject: mail.subject },
        'mail kept in the mail_outbox table (no SMTP_URL)',
      );
    },
    close: () => {},
  };
}
