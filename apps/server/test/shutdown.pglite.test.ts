import { request } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { hashPassword } from '#lib/passwords';
import { useServerProcesses, type ServerProcess } from './support/server-process';
import { openEvents } from './support/sse';

/**
 * SIGTERM to a real server process: what a deploy, `docker stop` or systemd sends. The requests
 * in flight are answered, new connections are refused, live screens are told to reconnect, and
 * the process exits 0.
 */
const servers = useServerProcesses();
const employee = { email: 'empleado@burgers.test', password: 'Empleado1234!' };

/** A server on a copy of the migrated database, with one kitchen employee in it. */
async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await servers.dataFolder('burgers-shutdown-', 'migrated', async (db) => {
    await db.insert(users).values({
      firstName: 'Emma',
      lastName: 'Empleada',
      email: employee.email,
      passwordHash: await hashPassword(employee.password),
      role: 'employee',
      activatedAt: new Date(),
    });
  });
  return servers.start({ DATA_DIR: dataDir, SEED_DEMO: 'false', WEB_DIST: path.join(dataDir, 'no-web'), ...env });
}

/**
 * A login whose body arrives in two halves: the request is in flight between them. Resolves with
 * the status and a function that sends the second half.
 */
function halfSentLogin(port: number, email: string, password: string) {
  const body = JSON.stringify({ email, password });
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, tells live screens to reconnect and exits 0', async () => {
    const server = await start();
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(employee),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const kitchen = await openEvents(`${server.baseUrl}/api/orders/events?token=${token}`);
    await kitchen.next((block) => block.includes('conectado'), 5_000);

    const inFlight = halfSentLogin(server.port, employee.email, employee.password);
    await pause(200);
    server.child.kill('SIGTERM');

    // The live screen hears it first: reconnect soon, elsewhere.
    const goodbye = await kitchen.next((block) => block.includes('reconectar'), 5_000);
    expect(goodbye).toMatch(/retry: \d+/);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ data: { token: expect.any(String) } });
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutdown complete');
  }, 240_000);

  it('cuts a request still unfinished after SHUTDOWN_GRACE_SECONDS and still exits 0', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '1' });
    const stuck = halfSentLogin(server.port, 'nadie@burgers.test', 'x');
    await pause(200);
    server.child.kill('SIGTERM');
    await expect(stuck.answer).rejects.toThrow();
    // A request waited for to the end would hold the exit (and the test) until the test's timeout.
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('requests still running after 1 s');
  }, 240_000);
});
