import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One mail as the local SMTP server received it, decoded enough for assertions. */
export interface ReceivedMail {
  /** Envelope recipients, lowercased. */
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part (or the whole body for a single-part mail). */
  text: string;
  /** The text/html part; empty when the mail has none. */
  html: string;
  /** The source exactly as received. */
  raw: string;
}

export interface TestSmtpServer {
  /** An SMTP_URL for the app under test: plain SMTP on 127.0.0.1, no TLS, no auth. */
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) to `to` that matches. */
  waitForMail(to: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Takes every mail again after a server started with `accept` began refusing them. */
  recover(): void;
  close(): Promise<void>;
}

async function parseMail(raw: Buffer, to: string[], from: string): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    to,
    from,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    raw: raw.toString('utf8'),
  };
}

interface Waiter {
  to: string;
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

/**
 * Starts a throwaway SMTP server on 127.0.0.1 (random port) that accepts every mail without auth or
 * TLS; with `accept`, it takes that many mails and then refuses each other one (451, as a mail
 * server in trouble does) until `recover()`. Only the mails it took are kept.
 */
export async function startSmtpServer(options: { accept?: number } = {}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let waiters: Waiter[] = [];
  let budget = options.accept ?? Number.POSITIVE_INFINITY;

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (budget <= 0) {
          callback(Object.assign(new Error('Servicio no disponible'), { responseCode: 451 }));
          return;
        }
        budget -= 1;
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        parseMail(Buffer.concat(chunks), recipients, sender).then(
          (mail) => {
            mails.push(mail);
            waiters = waiters.filter((w) => {
              if (!mail.to.includes(w.to) || !w.predicate(mail)) return true;
              w.resolve(mail);
              return false;
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    port,
    mails,
    waitForMail(to, predicate = () => true, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const found = mails.find((m) => m.to.includes(address) && predicate(m));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          to: address,
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${mails.length})`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    recover() {
      budget = Number.POSITIVE_INFINITY;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string | undefined {
  return mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
}
