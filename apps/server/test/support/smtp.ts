import type { AddressInfo } from 'node:net';
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
  close(): Promise<void>;
}

// mailparser is not a dependency, so the few MIME encodings nodemailer produces are decoded here.
function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body).toString('utf8');
  return part.body;
}

/** Collects the decoded text/plain and text/html leaves of a (possibly nested) multipart message. */
function collectLeaves(part: Part, out: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectLeaves(splitPart(section.replace(/^\r?\n/, '')), out);
    }
    return;
  }
  const decoded = decodeBody(part);
  if (type.toLowerCase().startsWith('text/html')) out.html ||= decoded;
  else if (type.toLowerCase().startsWith('text/plain')) out.text ||= decoded;
}

function parseMail(raw: string, to: string[], from: string): ReceivedMail {
  const message = splitPart(raw);
  const leaves = { text: '', html: '' };
  collectLeaves(message, leaves);
  return { to, from, subject: decodeEncodedWords(message.headers.get('subject') ?? ''), ...leaves, raw };
}

interface Waiter {
  to: string;
  predicate: (mail: ReceivedMail) => boolean;
  resolve: (mail: ReceivedMail) => void;
}

/** Starts a throwaway SMTP server on 127.0.0.1 (random port) that accepts every mail without auth or TLS. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  let waiters: Waiter[] = [];

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'), recipients, sender);
        mails.push(mail);
        waiters = waiters.filter((w) => {
          if (!mail.to.includes(w.to) || !w.predicate(mail)) return true;
          w.resolve(mail);
          return false;
        });
        callback();
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string | undefined {
  return mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
}
