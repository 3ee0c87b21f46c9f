#!/usr/bin/env node
/**
 * The schema (apps/server/src/db/schema.ts) and the migrations must agree: drizzle-kit generate, run
 * on a copy of apps/server/drizzle, has to find no change, and the journal has to be in order.
 * Run by `npm run lint`. After adding a hand-written migration, `npm run db:snapshot` records the
 * schema as the last migration's snapshot (README, "A schema change").
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateInto, journalProblems, migrationsDir, readJournal, snapshotFile } from './drizzle-migrations.mjs';

const problems = journalProblems();
const last = readJournal().entries.at(-1);
if (!existsSync(snapshotFile(last.idx)))
  problems.push(`meta/${path.basename(snapshotFile(last.idx))} is missing: run npm run db:snapshot`);

if (problems.length === 0) {
  const copy = mkdtempSync(path.join(tmpdir(), 'burgers-migrations-'));
  try {
    cpSync(migrationsDir, copy, { recursive: true });
    const before = new Set(readdirSync(copy));
    const { ok, output } = generateInto(copy, 'drift');
    const written = readdirSync(copy).filter((file) => !before.has(file) && file.endsWith('.sql'));
    if (!ok) problems.push(`drizzle-kit generate could not compare them (a rename it would ask about?):\n${output}`);
    for (const file of written)
      problems.push(`drizzle-kit generate would write a migration:\n${readFileSync(path.join(copy, file), 'utf8')}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

if (problems.length > 0) {
  console.error('The schema and the migrations (apps/server/drizzle) disagree:');
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'A schema change needs its migration; a hand-written migration that matches the schema needs\n' +
      '`npm run db:snapshot` (then run this again).',
  );
  process.exit(1);
}
