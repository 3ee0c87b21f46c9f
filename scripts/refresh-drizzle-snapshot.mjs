#!/usr/bin/env node
/**
 * Records the schema (apps/server/src/db/schema.ts) as the snapshot of the last migration in the
 * journal, which is what drizzle-kit generate compares the schema with. Run it after adding a
 * hand-written migration (or merging branches that did), once that migration does what the schema
 * says: `npm run db:snapshot`, then `npm run lint` (scripts/check-migrations.mjs) to confirm.
 * Earlier snapshots are left as they are.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateInto, journalProblems, migrationsDir, readJournal, snapshotFile } from './drizzle-migrations.mjs';

const problems = journalProblems();
if (problems.length > 0) {
  console.error(`Fix the journal first (apps/server/drizzle/meta/_journal.json):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

// Into an empty folder, drizzle-kit writes the whole schema as new, without asking anything.
const scratch = mkdtempSync(path.join(tmpdir(), 'burgers-snapshot-'));
let schemaSnapshot;
try {
  const { ok, output } = generateInto(scratch, 'schema');
  if (!ok) {
    console.error(output);
    process.exit(1);
  }
  schemaSnapshot = JSON.parse(readFileSync(snapshotFile(0, scratch), 'utf8'));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const last = readJournal().entries.at(-1).idx;
const target = snapshotFile(last);
const earlier = readdirSync(path.join(migrationsDir, 'meta'))
  .filter((file) => /^\d{4}_snapshot\.json$/.test(file) && Number(file.slice(0, 4)) < last)
  .sort()
  .at(-1);
const prevId = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', earlier), 'utf8')).id;
// A snapshot refreshed again keeps its id, so nothing that points at it breaks.
const id = existsSync(target) ? JSON.parse(readFileSync(target, 'utf8')).id : randomUUID();
writeFileSync(target, `${JSON.stringify({ ...schemaSnapshot, id, prevId }, null, 2)}\n`);
console.log(`Wrote ${path.relative(process.cwd(), target)} from the schema (after meta/${earlier}).`);
