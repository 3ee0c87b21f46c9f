import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from './app-server';
import { startSmtpCapture } from './smtp-capture';

/**
 * Starts a mail capture server and the app server on a fresh database for the whole run.
 * Workers start after this and inherit process.env, so the tests find the server and the mailbox there.
 * The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'burgers-e2e-'));
  const mailDir = path.join(root, 'mail');
  const logFile = path.join(root, 'server.log');
  const smtp = await startSmtpCapture(mailDir);
  let server;
  try {
    server = await startAppServer({ dataDir: path.join(root, 'data'), smtpPort: smtp.port, logFile });
  } catch (error) {
    await smtp.close();
    throw error;
  }
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    await server.stop();
    await smtp.close();
    if (!process.env.E2E_KEEP_TMP) rmSync(root, { recursive: true, force: true });
  };
}
