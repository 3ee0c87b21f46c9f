import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { decodeBase64Ascii } from '@burgers/domain/invoicing';
import type { FiscalIdentityInput } from '@burgers/domain/schemas/invoicing';
import { apiClient, type TestApp } from './test-app';

export const IDENTITY: FiscalIdentityInput = {
  businessName: 'Burgers Devoto SRL',
  cuit: '30-50001091-2',
  address: 'Av. Francisco Beiró 5000, CABA',
  grossIncome: '901-123456-7',
  activityStart: '2020-03-01',
  vatCondition: 'Responsable inscripto',
  pointOfSale: 3,
  enabled: true,
};

export async function setIdentity(t: TestApp, token: string, overrides: Partial<FiscalIdentityInput> = {}) {
  const res = await apiClient(t.baseUrl)('PUT', '/admin/invoicing', { token, body: { ...IDENTITY, ...overrides } });
  if (res.status !== 200) throw new Error(`identity not set: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Lets every instance's job finish what it has (the payments only wake it). */
export async function settleInvoicing(...apps: TestApp['app'][]): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const app of apps) app.ctx.invoicing.kick();
    await Promise.all(apps.map((app) => app.ctx.invoicing.idle()));
  }
}

function withTempDir<T>(run: (dir: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
  try {
    return run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as poppler reads it, with its page count. */
export function pdfText(pdf: Buffer): { text: string; pages: number; pageSize: string } {
  return withTempDir((dir) => {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const pageSize = /Page size:\s+(.*)/.exec(info)?.[1] ?? '';
    return { text, pages, pageSize };
  });
}

/** The QR printed on the PDF, read off the rendered page, its `p` decoded. */
export function pdfQr(pdf: Buffer): { url: string; payload: Record<string, unknown> } {
  return withTempDir((dir) => {
    const file = path.join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const image = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!image) throw new Error('the page was not rendered');
    const png = PNG.sync.read(readFileSync(path.join(dir, image)));
    const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    if (!code) throw new Error('no QR found on the page');
    const p = new URL(code.data).searchParams.get('p') ?? '';
    return { url: code.data, payload: JSON.parse(decodeBase64Ascii(p)) as Record<string, unknown> };
  });
}

/** The CSV's rows as arrays of cells (no quoted `;` in these files), BOM dropped. */
export function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

export const csvCents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
