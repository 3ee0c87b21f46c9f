import { VitePWA } from 'vite-plugin-pwa';

/** The shop's colours: the dark brown of the bars and the mustard of the buttons. */
const BACKGROUND = '#1c1410';
const THEME = '#1c1410';

/**
 * The installable app (docs/decisions/0021): a web app manifest and the shop's service worker
 * (src/sw.js, which says what it does), with the precache list written into it at build time.
 * The offline page, icons and fonts are precached and each build file is kept once used, so a repeat
 * visit loads from the device; pages are always asked of
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
    includeAssets: ['offline.html', 'images/logo.svg', 'icons/*.png'],
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
    strategies: 'injectManifest',
    srcDir: 'src',
    injectManifest: {
      // Precached at install: the offline page, the icons and the fonts every page uses. The app's
      // scripts and styles are not (a phone's first visit would download every page of the shop):
      // the worker keeps each hashed file the first time a page asks for it.
      globPatterns: ['offline.html', 'icons/*.png', 'images/logo.svg', 'assets/*.woff2'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // A classic script: the page registers it without `type: 'module'`.
      rollupFormat: 'iife',
      minify: true,
    },
  });
}
