import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStorage } from '#adapters/storage/images';
import { contactMessages } from '#db/schema';
import { apiClient, startTestApp, type Api, type TestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

const COULD_NOT_STORE = 'No pudimos guardar los datos. Probá de nuevo en unos minutos.';

const contact = (message: string) => ({
  user_name: 'Ana',
  user_surname: 'Paz',
  email: 'ana@example.com',
  telephone: '1145678901',
  subject: 1,
  message,
});

/**
 * A full disk, injected: PostgreSQL's own disk_full error (53100) raised by a trigger on the tables
 * a write touches, so both databases answer exactly as a full disk makes them; and an image storage
 * whose disk says ENOSPC.
 */
describe('a full disk', () => {
  let t: TestApp;
  let api: Api;
  let customer: TestUser;
  let diskFull = false;

  const imagesDir = mkdtempSync(path.join(os.tmpdir(), 'burgers-images-'));
  const storage: ImageStorage = {
    dir: imagesDir,
    async save() {
      if (diskFull)
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      return 'stored.webp';
    },
  };

  beforeAll(async () => {
    t = await startTestApp({}, { imageStorage: storage });
    api = apiClient(t.baseUrl);
    customer = await insertUser(t, { role: 'customer' });
    await t.app.ctx.db.execute(
      sql.raw(`create function fail_as_disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(imagesDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    diskFull = false;
    await fillDisk(false);
  });

  async function fillDisk(full: boolean) {
    for (const table of ['contact_messages', 'health_write_probe']) {
      await t.app.ctx.db.execute(sql.raw(`drop trigger if exists disk_full on ${table}`));
      if (full) {
        await t.app.ctx.db.execute(
          sql.raw(
            `create trigger disk_full before insert or update on ${table} for each row execute function fail_as_disk_full()`,
          ),
        );
      }
    }
  }

  const upload = async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    const res = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'auth-token': customer.token },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { error?: string } };
  };

  it('makes the health check answer 503 with the reason', async () => {
    expect(await api('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    await fillDisk(true);
    const health = await api('GET', '/health');
    expect(health).toMatchObject({
      status: 503,
      body: { error: 'La base de datos no puede guardar datos', reason: 'database_cannot_write' },
    });
    await fillDisk(false);
    expect((await api('GET', '/health')).status).toBe(200);
  });

  it('makes the health check answer 503 when the database cannot grow, though a row can still be rewritten', async () => {
    // Every page in use can still be written (the probe row rewritten in place); a new one cannot.
    await t.app.ctx.db.execute(
      sql.raw(`create function fail_to_grow() returns event_trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
    );
    await t.app.ctx.db.execute(
      sql.raw(
        `create event trigger cannot_grow on ddl_command_start when tag in ('CREATE TABLE') execute function fail_to_grow()`,
      ),
    );
    try {
      expect(await api('GET', '/health')).toMatchObject({
        status: 503,
        body: { error: 'La base de datos no puede guardar datos', reason: 'database_cannot_write' },
      });
    } finally {
      await t.app.ctx.db.execute(sql.raw('drop event trigger cannot_grow'));
      await t.app.ctx.db.execute(sql.raw('drop function fail_to_grow()'));
    }
    expect((await api('GET', '/health')).status).toBe(200);
  });

  it('answers a write 503 in Spanish and loses nothing already stored', async () => {
    expect((await api('POST', '/contact', { body: contact('Primero') })).status).toBe(201);
    await fillDisk(true);
    expect(await api('POST', '/contact', { body: contact('Segundo') })).toMatchObject({
      status: 503,
      body: { error: COULD_NOT_STORE },
    });
    await fillDisk(false);
    expect((await api('POST', '/contact', { body: contact('Tercero') })).status).toBe(201);
    const stored = await t.app.ctx.db.select().from(contactMessages).orderBy(asc(contactMessages.id));
    expect(stored.map((row) => row.message)).toEqual(['Primero', 'Tercero']);
  });

  it('answers an upload 503 in Spanish when the image disk is full', async () => {
    diskFull = true;
    expect(await upload()).toEqual({ status: 503, body: { error: COULD_NOT_STORE, code: 'storageFull' } });
    diskFull = false;
    expect((await upload()).status).toBe(201);
  });
});
