import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from './compile-hints';

/** Runs the plugin's writeBundle on files already written to `dir`. */
async function writeBundle(dir: string, bundle: Record<string, { type: 'chunk' | 'asset'; isEntry?: boolean }>) {
  const plugin = compileHints();
  const hook = plugin.writeBundle as (options: Rolldown.OutputOptions, bundle: Rolldown.OutputBundle) => Promise<void>;
  const entries = Object.fromEntries(
    Object.entries(bundle).map(([fileName, chunk]) => [fileName, { ...chunk, fileName }]),
  );
  await hook.call({} as never, { dir }, entries as unknown as Rolldown.OutputBundle);
}

describe('compileHints', () => {
  it('puts the compile hint first in the entry script, once, and leaves the other files alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
    await writeFile(path.join(dir, 'index.js'), 'const app = 1;');
    await writeFile(path.join(dir, 'page.js'), 'export const page = 2;');
    const bundle = {
      'index.js': { type: 'chunk' as const, isEntry: true },
      'page.js': { type: 'chunk' as const, isEntry: false },
    };
    await writeBundle(dir, bundle);
    await writeBundle(dir, bundle);
    expect(await readFile(path.join(dir, 'index.js'), 'utf8')).toBe(`${COMPILE_HINT}const app = 1;`);
    expect(await readFile(path.join(dir, 'page.js'), 'utf8')).toBe('export const page = 2;');
  });
});
