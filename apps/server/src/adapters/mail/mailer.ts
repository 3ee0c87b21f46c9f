import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { sentMail } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL every mail goes through nodemailer; without it the mail is only stored
 * and its links printed to the log, so accounts can be activated out of the box.
 * Either way the mail is recorded in sent_mail.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
      } else {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ to: message.to, subject: message.subject, links }, 'mail stored in the outbox');
      }
      await options.db.insert(sentMail).values({ ...message, transport: transport ? 'smtp' : 'outbox' });
    },
  };
}
