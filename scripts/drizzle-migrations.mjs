/**
 * What the migration scripts share: where the migrations live, the journal's rules, and drizzle-kit
 * generate run against a folder of our choosing (never the real one).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
export const migrationsDir = path.join(serverDir, 'drizzle');
// Its command line is bin.cjs beside the package's main file (the package exports no path to it).
const drizzleKit = path.join(
  path.dirname(createRequire(path.join(serverDir, 'package.json')).resolve('drizzle-kit')),
  'bin.cjs',
);

export function readJournal(folder = migrationsDir) {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
}

export const snapshotFile = (idx, folder = migrationsDir) =>
  path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`);

/**
 * The journal's own rules. Drizzle's migrator applies, in the journal's order, every migration whose
 * `when` is above the newest one recorded in the database: a `when` not above the one before it is
 * skipped on every database that already ran that one, silently.
 */
export function journalProblems(folder = migrationsDir) {
  const problems = [];
  const { entries } = readJournal(folder);
  entries.forEach((entry, position) => {
    if (entry.idx !== position) problems.push(`entry ${position} has idx ${entry.idx}: entries go in idx order`);
    if (!existsSync(path.join(folder, `${entry.tag}.sql`))) problems.push(`${entry.tag}.sql is missing`);
    if (!entry.tag.startsWith(String(entry.idx).padStart(4, '0')))
      problems.push(`${entry.tag} does not start with its idx ${entry.idx}`);
    const before = entries[position - 1];
    if (before && !(entry.when > before.when))
      problems.push(`${entry.tag}: its when (${entry.when}) must be above ${before.tag}'s (${before.when})`);
  });
  const tags = new Set(entries.map((entry) => entry.tag));
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql')))
    if (!tags.has(file.replace(/\.sql$/, ''))) problems.push(`${file} has no entry in meta/_journal.json`);
  return problems;
}

/**
 * `drizzle-kit generate` from src/db/schema.ts into `folder` (drizzle-kit wants it relative to the
 * server). Not interactive: where it would ask whether a column was renamed, it fails instead.
 */
export function generateInto(folder, name) {
  const result = spawnSync(
    process.execPath,
    [
      drizzleKit,
      'generate',
      '--dialect',
      'postgresql',
      '--schema',
      './src/db/schema.ts',
      '--out',
      path.relative(serverDir, folder),
      '--name',
      name,
    ],
    { cwd: serverDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}
