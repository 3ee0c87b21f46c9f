import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '#db/client';
import { sentMail } from '#db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Tokens the mail's links carry (activation, password reset, unsubscribe): sent to the
   * recipient, never stored. The copy kept in sent_mail shows `[enlace oculto]` in their place.
   */
  secrets?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the stored copy shows where a link's token was. */
export const HIDDEN_LINK = '[enlace oculto]';

function withoutSecrets(content: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.split(secret).join(HIDDEN_LINK) : text), content);
}

/**
 * With SMTP_URL every mail goes through nodemailer; without it the mail is only kept in the
 * outbox and its links printed to the log, so accounts can be activated out of the box.
 * Either way a copy is recorded in sent_mail, without the tokens of its links: a copy of the
 * database must not hold working activation or reset links.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send({ secrets = [], ...message }) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
      } else {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ to: message.to, subject: message.subject, links }, 'mail stored in the outbox');
      }
      await options.db.insert(sentMail).values({
        to: message.to,
        subject: withoutSecrets(message.subject, secrets),
        html: withoutSecrets(message.html, secrets),
        text: withoutSecrets(message.text, secrets),
        transport: transport ? 'smtp' : 'outbox',
      });
    },
  };
}
