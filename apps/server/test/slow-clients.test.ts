import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOrderEvent } from '#modules/orders/events';
import { openEvents } from './support/sse';
import { startTestApp, type TestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

/** Small limits so the test is quick; the defaults are 10 s for headers and 30 s for the request. */
const HEADERS_SECONDS = 0.5;
const REQUEST_SECONDS = 1;

interface SlowClient {
  socket: Socket;
  /** Resolves with what the server sent once it closed the connection. */
  closed: Promise<string>;
  stop(): void;
}

/** A client on a real socket that sends `head`, then one more byte of `drip` every 100 ms. */
function slowClient(port: number, head: string, drip: string): SlowClient {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.writable) return;
    socket.write(drip[sent % drip.length]!);
    sent += 1;
  }, 100);
  socket.on('close', () => clearInterval(timer));
  return {
    socket,
    closed,
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

/** The connection's fate within `ms`: what the server sent before closing, or 'still open'. */
async function fateWithin(client: SlowClient, ms: number): Promise<string> {
  return Promise.race([client.closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);
}

describe('slow clients are cut off; the live streams are not', () => {
  let t: TestApp;
  let port: number;
  let employee: TestUser;

  beforeAll(async () => {
    t = await startTestApp({
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_SECONDS),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_SECONDS),
    });
    port = Number(new URL(t.baseUrl).port);
    employee = await insertUser(t, { role: 'employee' });
  });
  afterAll(async () => t?.close());

  it('closes a connection that sends its body one byte at a time, with a 408', async () => {
    const client = slowClient(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{',
      '"a',
    );
    try {
      const fate = await fateWithin(client, REQUEST_SECONDS * 1000 + 2500);
      expect(fate).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      client.stop();
    }
  });

  it('closes a connection that never finishes its headers', async () => {
    const client = slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a\r\n');
    try {
      expect(await fateWithin(client, HEADERS_SECONDS * 1000 + 2500)).not.toBe('still open');
    } finally {
      client.stop();
    }
  });

  it('keeps serving ordinary requests and keeps a live stream open past the limits', async () => {
    const events = await openEvents(`${t.baseUrl}/api/orders/events?token=${encodeURIComponent(employee.token)}`);
    try {
      expect(events.response.status).toBe(200);
      await events.next((block) => block.includes(': conectado'), 2000);
      await new Promise((resolve) => setTimeout(resolve, REQUEST_SECONDS * 1000 + 1000));
      await publishOrderEvent(t.app.ctx.database, { purchaseId: 'sigue-abierto', status: 'Pendiente' });
      const block = await events.next((b) => b.startsWith('event: order'), 2000);
      expect(block).toContain('sigue-abierto');
      expect((await fetch(`${t.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      events.close();
    }
  });
});
