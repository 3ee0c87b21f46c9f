import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from './mail-types';

export interface SmtpCapture {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every mail and writes it, decoded, as one JSON file in `mailDir`.
 * Files, because global setup runs in the runner process while the tests run in a worker.
 */
export async function startSmtpCapture(mailDir: string): Promise<SmtpCapture> {
  mkdirSync(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            // The envelope is what the server really sent to; headers could say otherwise.
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: typeof session.envelope.mailFrom === 'object' ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          received += 1;
          const name = `${Date.now()}-${String(received).padStart(5, '0')}.json`;
          writeFileSync(path.join(mailDir, name), JSON.stringify(mail, null, 2));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP capture server has no port');
  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
