import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './vite-plugins/compile-hints';
import { precompress } from './vite-plugins/precompress';
import { preloadFonts } from './vite-plugins/preload-fonts';
import { purgeBootstrap } from './vite-plugins/purge-bootstrap';
import { installableApp } from './vite-plugins/pwa';

const reactRouterProduction = fileURLToPath(
  import.meta.resolve('react-router').replace(/development\/index\.m?js$/, 'production/index.mjs'),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // The first screen's fonts: titles (Bebas Neue), text (Poppins) and buttons (Poppins 600, which
    // would otherwise arrive late and widen them: a layout shift).
    preloadFonts([
      /bebas-neue-latin-400-normal\.woff2$/,
      /poppins-latin-400-normal\.woff2$/,
      /poppins-latin-600-normal\.woff2$/,
    ]),
    // The browser's build: its entry compiled while it downloads (compile hints), every text file
    // compressed once, the installable app. The server rendering build (dist/ssr, read by the server,
    // never sent) needs none of them.
    ...(isSsrBuild ? [] : [compileHints(), precompress(), installableApp()]),
  ],
  // In the browser, React Router's production build: the same code without its development warnings.
  resolve: {
    alias: isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }],
  },
  // The server rendering bundles its libraries, React's included (docs/decisions/0022): one file the
  // server imports afresh after a rebuild, and each react-icons set reduced to the few icons it draws
  // instead of thousands held in the server's memory.
  ssr: { noExternal: true },
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
  build: isSsrBuild
    ? // The public pages' server rendering (src/entry-server.tsx), run by the server's ssr module.
      // One file: the server imports it afresh after a rebuild, and every lazy page shares its modules.
      {
        sourcemap: false,
        outDir: 'dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx', output: { codeSplitting: false } },
      }
    : {
        sourcemap: false,
        chunkSizeWarningLimit: 600,
        manifest: true,
        modulePreload: { polyfill: false },
        // Everything the first screen imports statically ships as one file: left to itself the bundler
        // split React and a few shared modules into small extra files, each paying its own request and
        // compression overhead (about 0.6 kB gzip on / with the persisted stores).
        // TanStack Query is one file too (with the query boundary and keys every page using it loads):
        // split by module it came as five, each compressed on its own.
        // react-bootstrap's buttons and forms, then the rest of it (modals, alerts, spinners), and the
        // storefront's small shared parts (headers, pagers, prices) travel as one file each: left to
        // itself the bundler cut them into some twenty files of a few hundred bytes, and a page the
        // browser renders waited for them a few at a time (six connections to a server over HTTP/1.1):
        // the login page's largest paint 0.3 s later at Lighthouse's throttling.
        // The product options' shared pieces (labels, badges) travel as one file: as
        // several, each name would be listed in the first screen's preload map of every page using it. A
        // line's options (LineOptions and its stylesheet) stay with the cart, checkout and kitchen pages.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/](app[\\/]QueryBoundary\.tsx|api[\\/]query-keys\.ts)$/,
                },
                {
                  name: 'controls',
                  test: /(react-bootstrap[\\/]esm[\\/](Button|ThemeProvider|Form\w*|Feedback|FloatingLabel|Switch|ElementChildren)|@restart[\\/]ui[\\/]esm[\\/]Button)\.js$/,
                },
                {
                  name: 'bootstrap',
                  test: /node_modules[\\/](react-bootstrap|@restart|dom-helpers|uncontrollable|warning|invariant|prop-types-extra|react-transition-group)[\\/]/,
                },
                {
                  name: 'parts',
                  test: /src[\\/](components[\\/](PriceTag|product-summary|FilterChip|PageHeader|EmptyState|Pager|QuantityStepper|CustomRecipe|icons[\\/](BsCartPlus|FaTrashAlt))|lib[\\/]page-title)\.tsx?$/,
                },
                {
                  name: 'options',
                  test: /(domain\/src\/(options|option-basics)\.ts|components\/DietaryBadges\.tsx)$/,
                },
                // The footer (on every page) and the store's details it shares with the contact, about and
                // home pages: its hours, map, contacts and their icons, one file instead of eight.
                {
                  name: 'store',
                  test: /src[\\/](app[\\/]FooterContent|components[\\/](store[\\/](SocialLinks|StoreContacts|StoreHours|StoreMap|store-info)|icons[\\/](FaClock|FaMapMarkerAlt|FaPhoneAlt|FaEnvelope|FaWhatsapp|FaInstagram|FaFacebookF|FaTiktok)))\.tsx?$/,
                },
              ],
            },
          },
        },
      },
}));
