import { VitePWA } from 'vite-plugin-pwa';

/** The shop's colours: the dark brown of the bars and the mustard of the buttons. */
const BACKGROUND = '#1c1410';
const THEME = '#1c1410';

/**
 * The installable app (docs/decisions/0015): a web app manifest and a Workbox service worker.
 * Static files are precached, so a repeat visit loads from the device; pages are always asked of
 * the network (the server renders them with fresh data) and fall back to a Spanish offline page;
 * /api is never cached. A new worker waits until no tab runs the old one, so a page never mixes
 * files of two builds; it takes over on the next visit. The page registers it itself, once it is
 * idle (src/lib/service-worker.ts), so the first load of / does not pay for it.
 */
export function installableApp() {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['offline.html', 'offline.css', 'images/logo.svg', 'icons/*.png', 'push-handlers.js'],
    manifest: {
      id: '/',
      name: 'Burgers Devoto',
      short_name: 'Burgers Devoto',
      description: 'Hamburguesas en Villa Devoto: pedí online, pagá y retirá en el local.',
      lang: 'es-AR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: BACKGROUND,
      theme_color: THEME,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Cocina: pedidos pendientes',
          short_name: 'Cocina',
          url: '/employeependingorders',
          icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
        },
        {
          name: 'Pantalla de retiro',
          short_name: 'Pantalla',
          url: '/pantalla',
          icons: [{ src: '/icons/shortcut-96.png', sizes: '96x96', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      // Hashed bundles, styles, fonts and the app's own pictures; not the server rendering build
      // (never served) nor the precompressed copies (the server picks them per request).
      globPatterns: ['**/*.{js,css,woff2,svg,png,webp,html,webmanifest}'],
      globIgnores: ['ssr/**', '**/*.br', '**/*.gz', '.vite/**', 'index.html'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
      // Showing push notices and opening their page on a tap (public/push-handlers.js).
      importScripts: ['/push-handlers.js'],
      // The server renders each page: the worker never answers a page from its cache.
      navigateFallback: null,
      skipWaiting: false,
      clientsClaim: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
      ],
    },
  });
}
