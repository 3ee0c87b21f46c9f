import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { preloadFonts } from './vite-plugins/preload-fonts';
import { purgeBootstrap } from './vite-plugins/purge-bootstrap';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The hero's title (Bebas Neue) and text (Poppins) are the first screen's fonts.
    preloadFonts([/bebas-neue-latin-400-normal\.woff2$/, /poppins-latin-400-normal\.woff2$/]),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  css: {
    preprocessorOptions: {
      // Bootstrap 5 still uses @import and global functions; its deprecations are not ours.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
    postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] },
  },
  // The manifest tells the size budget (scripts/check-budgets.mjs) which files a page loads.
  // Every browser the shop supports preloads modules itself: the polyfill would only add bytes.
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { polyfill: false },
    // Everything the first screen imports statically ships as one file: left to itself the bundler
    // split React and a few shared modules into small extra files, each paying its own request and
    // compression overhead (about 0.6 kB gzip on / with the persisted stores).
    rolldownOptions: { output: { advancedChunks: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
}));
