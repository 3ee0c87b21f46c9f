import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';

const configModule = path.resolve(__dirname, '../src/config.ts');

/**
 * Runs loadConfig in a separate Node process once per folder, each round at the same moment in
 * every process (startAt + round * ROUND_MS), and resolves with the secret of each round.
 */
const ROUND_MS = 40;
function secretsFromProcess(dataDirs: string[], startAt: number): Promise<string[]> {
  const script = `
    const { loadConfig } = await import(${JSON.stringify(configModule)});
    const secrets = [];
    for (const [round, dir] of ${JSON.stringify(dataDirs)}.entries()) {
      while (Date.now() < ${startAt} + round * ${ROUND_MS}) {}
      secrets.push(loadConfig({ DATA_DIR: dir }).jwtSecret);
    }
    process.stdout.write(JSON.stringify(secrets));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as string[]) : reject(new Error(`exited with ${code}`)),
    );
  });
}

describe('the session signing secret', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'burgers-secret-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is the same for every server started at once on one empty data folder, and kept in it', async () => {
    const rounds = Array.from({ length: 25 }, () => tempDir());
    const startAt = Date.now() + 2500;
    const perProcess = await Promise.all(Array.from({ length: 3 }, () => secretsFromProcess(rounds, startAt)));
    rounds.forEach((dataDir, round) => {
      const secrets = perProcess.map((secrets) => secrets[round]);
      expect(new Set(secrets).size).toBe(1);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secrets[0]);
    });
  });

  it('is read back from the data folder on the next start', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'jwt-secret'), `${'k'.repeat(40)}\n`);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe('k'.repeat(40));
  });

  it('must be set with DATABASE_URL: the server refuses to start and says what to set', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop@db:5432/burgers' })).toThrow(
      /set JWT_SECRET/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://shop@db:5432/burgers',
      JWT_SECRET: 's'.repeat(32),
    });
    expect(config.jwtSecret).toBe('s'.repeat(32));
  });
});

describe('ORDER_TTL_HOURS', () => {
  const secret = 's'.repeat(32);

  it('gives unpaid orders 24 hours unless set, and refuses a value that is not a positive whole number', () => {
    expect(loadConfig({ JWT_SECRET: secret }).orderTtlHours).toBe(24);
    expect(loadConfig({ JWT_SECRET: secret, ORDER_TTL_HOURS: '48' }).orderTtlHours).toBe(48);
    for (const bad of ['0', '-1', '1.5', 'un día']) {
      expect(() => loadConfig({ JWT_SECRET: secret, ORDER_TTL_HOURS: bad })).toThrow(/ORDER_TTL_HOURS/);
    }
  });
});
