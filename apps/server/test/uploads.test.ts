import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#messages';
import { useTestApp } from './support/test-app';
import { insertUser, type TestUser } from './support/user-fixtures';

function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

describe('image uploads', () => {
  const { t } = useTestApp({ PUBLIC_URL: 'https://tienda.example', PAYMENTS: 'sandbox' });
  let customer: TestUser;
  let admin: TestUser;

  async function upload(
    bytes: Buffer | string,
    options: { token?: string; field?: string; filename?: string; type?: string } = {},
  ) {
    const form = new FormData();
    const blob = new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], {
      type: options.type ?? 'image/png',
    });
    form.append(options.field ?? 'file', blob, options.filename ?? 'foto.png');
    const headers: Record<string, string> = {};
    if (options.token) headers['auth-token'] = options.token;
    const response = await fetch(`${t.baseUrl}/api/uploads`, { method: 'POST', body: form, headers });
    return { status: response.status, body: (await response.json()) as { secure_url?: string; error?: string } };
  }

  const storedFiles = () => readdirSync(path.join(t.config.dataDir, 'uploads'));

  beforeAll(async () => {
    customer = await insertUser(t, { role: 'customer' });
    admin = await insertUser(t, { role: 'admin' });
  });

  it('stores a PNG as a WebP of at most 1200 px and answers its public URL', async () => {
    const res = await upload(await picture(2400, 1200, 'png'), { token: customer.token });
    expect(res.status).toBe(201);
    expect(res.body.secure_url).toMatch(/^https:\/\/tienda\.example\/api\/uploads\/[0-9a-f-]{36}\.webp$/);

    const served = await fetch(`${t.baseUrl}${new URL(res.body.secure_url ?? '').pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 600 });
  });

  it('keeps small pictures at their size and accepts JPEG from an admin', async () => {
    const res = await upload(await picture(300, 200, 'jpeg'), {
      token: admin.token,
      filename: 'burger.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const served = await fetch(`${t.baseUrl}${new URL(res.body.secure_url ?? '').pathname}`);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts a photo of several megabytes (over the JSON body limit, under 5 MB)', async () => {
    const noise = Buffer.from(Array.from({ length: 1000 * 1000 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(5 * 1024 * 1024);
    expect((await upload(photo, { token: customer.token })).status).toBe(201);
  });

  it('judges the content, not the declared type', async () => {
    const gif = await upload(await picture(50, 50, 'gif'), { token: customer.token, type: 'image/png' });
    expect(gif.status).toBe(415);
    expect(gif.body).toMatchObject({ error: messages.uploadWrongType });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(svg, { token: customer.token, filename: 'x.png' })).status).toBe(415);
    const text = await upload('no soy una imagen', { token: customer.token });
    expect(text.status).toBe(415);
  });

  it('refuses files over 5 MB with 413', async () => {
    const before = storedFiles().length;
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const res = await upload(big, { token: customer.token });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ error: messages.uploadTooLarge });
    expect(storedFiles().length).toBe(before);
  });

  it('asks for the file in the field "file"', async () => {
    const wrongField = await upload(await picture(10, 10, 'png'), { token: customer.token, field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ error: messages.uploadMissingFile });
    const json = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      headers: { 'auth-token': customer.token, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(415);
  });

  it('is for logged-in users only', async () => {
    const res = await upload(await picture(10, 10, 'png'));
    expect(res.status).toBe(401);
    const deactivated = await insertUser(t, { role: 'customer', deactivated: true });
    expect((await upload(await picture(10, 10, 'png'), { token: deactivated.token })).status).toBe(401);
  });

  it('answers 404 in JSON for a file that does not exist', async () => {
    const res = await fetch(`${t.baseUrl}/api/uploads/00000000-0000-0000-0000-000000000000.webp`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: messages.notFound });
    // The data folder around the uploads holds the database and secrets: never reachable from here.
    writeFileSync(path.join(t.config.dataDir, 'secreto.txt'), 'clave-privada');
    const traversal = await fetch(`${t.baseUrl}/api/uploads/..%2fsecreto.txt`);
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('clave-privada');
  });
});

describe('uploads per user and hour', () => {
  const { t, api } = useTestApp({ UPLOADS_PER_HOUR: '2' });

  async function upload(token: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await picture(20, 20, 'png'))], { type: 'image/png' }), 'foto.png');
    const response = await fetch(`${t.baseUrl}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { 'auth-token': token },
    });
    return { status: response.status, body: (await response.json()) as { secure_url?: string; error?: string } };
  }

  it('refuses uploads past the hourly limit with 429, per user, and the answered address is a valid avatar', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const first = await upload(customer.token);
    expect(first.status).toBe(201);
    const avatar = await api('PUT', `/users/${customer.id}`, {
      token: customer.token,
      body: { imgUri: first.body.secure_url },
    });
    expect(avatar).toMatchObject({ status: 200, body: { imgUri: first.body.secure_url } });
    expect((await upload(customer.token)).status).toBe(201);
    const third = await upload(customer.token);
    expect(third).toEqual({
      status: 429,
      body: { error: 'Demasiados intentos. Probá de nuevo en unos minutos.', code: 'tooManyUploads' },
    });
    expect((await upload(customer.token)).status).toBe(429);
    const other = await insertUser(t, { role: 'customer' });
    expect((await upload(other.token)).status).toBe(201);
  });
});
