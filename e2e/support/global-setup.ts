import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo } from './accounts';
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
  await unlimitedPickupSlots(server.baseURL);
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_SERVER_LOG = logFile;

  return async () => {
    await server.stop();
    await smtp.close();
    if (!process.env.E2E_KEEP_TMP) rmSync(root, { recursive: true, force: true });
  };
}

/**
 * The whole run shares one shop, and its hundreds of orders in a few minutes would fill the demo's 8
 * orders a slot: promises would drift by hours, and late in the day no slot would be left for a test's
 * order. The slot tests set their own capacity; every other test gets a kitchen without limit.
 */
async function unlimitedPickupSlots(baseURL: string): Promise<void> {
  const login = await fetch(`${baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.admin.email, password: demo.admin.password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const settings = await fetch(`${baseURL}/api/store/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'auth-token': data.token },
    body: JSON.stringify({ prepMinutes: 20, slotCapacity: 0, scheduleDaysAhead: 1 }),
  });
  if (!settings.ok) throw new Error(`PUT /api/store/settings: ${settings.status} ${await settings.text()}`);
}
