import { mergeConfig } from 'vite';
import base from './vite.config.ts';
export default mergeConfig(base({ command: 'build', mode: 'production' }), {
  build: { outDir: '/tmp/wt14-analyze', emptyOutDir: true },
  plugins: [{
    name: 'analyze',
    generateBundle(_o: unknown, bundle: Record<string, any>) {
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !(chunk.isEntry || /HomePage/.test(file))) continue;
        const byPkg = new Map<string, number>();
        for (const [id, m] of Object.entries<any>(chunk.modules)) {
          const tail = id.split('node_modules/').pop()!;
          const key = id.includes('node_modules') ? tail.split('/').slice(0, tail.startsWith('@') ? 2 : 1).join('/') : id.replace(/.*\/src\//, 'src/');
          byPkg.set(key, (byPkg.get(key) ?? 0) + m.renderedLength);
        }
        console.log('\n==', file);
        console.log([...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1024).toFixed(1)}K ${k}`).join('\n'));
      }
    },
  }],
});
