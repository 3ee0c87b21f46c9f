import { describe, expect, it } from 'vitest';
import { openEvents } from './support/sse';
import { useTestApp } from './support/test-app';

const METRICS_TOKEN = 'metrics-token-for-the-stream-caps-0123456789';

/**
 * The public board's stream and the store's: at most LIVE_STREAMS_PER_ADDRESS per client address
 * (429 past it) and LIVE_STREAMS_TOTAL in all (503), every one counted in burgers_live_streams_open,
 * and the health check still answers while they are all open.
 */
describe('caps on the public live streams', () => {
  const { t, api } = useTestApp({
    LIVE_STREAMS_PER_ADDRESS: '3',
    LIVE_STREAMS_TOTAL: '5',
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const openGauge = async () => {
    const res = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const line = (await res.text()).split('\n').find((l) => l.startsWith('burgers_live_streams_open '));
    return Number(line?.split(' ')[1]);
  };

  it('refuses a client past its share with 429 and everyone past the total with 503, in Spanish', async () => {
    const before = await openGauge();
    const streams = [];
    for (let i = 0; i < 3; i++) {
      const path = i % 2 === 0 ? '/api/board/events' : '/api/store/public-events';
      const stream = await openEvents(`${t.baseUrl}${path}`, from('203.0.113.7'));
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const fourth = await fetch(`${t.baseUrl}/api/board/events`, { headers: from('203.0.113.7') });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toEqual({
      error: 'Hay demasiadas pantallas en vivo abiertas desde tu conexión. Cerrá alguna y probá de nuevo.',
      code: 'liveStreamsPerAddress',
    });

    for (let i = 0; i < 2; i++) {
      const stream = await openEvents(`${t.baseUrl}/api/board/events`, from('198.51.100.2'));
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const past = await fetch(`${t.baseUrl}/api/board/events`, { headers: from('192.0.2.50') });
    expect(past.status).toBe(503);
    expect(await past.json()).toEqual({
      error: 'Hay demasiadas pantallas en vivo abiertas. Probá de nuevo en unos minutos.',
      code: 'liveStreamsTotal',
    });
    expect(await openGauge()).toBe(before + 5);
    expect((await api('GET', '/health')).status).toBe(200);

    // A screen closed frees its place.
    streams.shift()!.close();
    await expect.poll(openGauge).toBe(before + 4);
    const again = await openEvents(`${t.baseUrl}/api/board/events`, from('203.0.113.7'));
    expect(again.response.status).toBe(200);
    streams.push(again);
    for (const stream of streams) stream.close();
    await expect.poll(openGauge).toBe(before);
  });

  it('sets the server connection cap', () => {
    expect(t.app.server.maxConnections).toBe(t.config.maxConnections);
    expect(t.config.maxConnections).toBeGreaterThan(t.config.liveStreams.total);
  });
});
