/*
 * The shop's service worker (docs/decisions/0021), built by vite-plugin-pwa's injectManifest: the
 * build writes the precache list in place of self.__WB_MANIFEST. Written without Workbox, whose
 * runtime was three quarters of the bytes a first visit downloads for the worker; it does the same
 * four things:
 * - precaches the offline page, the icons and the fonts (a cache per precache list, the older ones
 *   removed once the new worker is active);
 * - keeps each hashed build file (/assets/) the first time a page asks for it and answers it from the
 *   device from then on, at most MAX_BUILD_FILES of them;
 * - never answers a page from a cache (the server renders each one), but shows the Spanish offline page
 *   when the network fails; never touches /api;
 * - shows the push notices (push-handlers.js).
 * A new worker waits until no tab runs the old one (no skipWaiting, no clients.claim), so a page never
 * mixes files of two builds.
 */
/* global self, caches */
import './push-handlers.js';

const PRECACHE_ENTRIES = self.__WB_MANIFEST;
const BUILD_FILES = 'build-files';
const MAX_BUILD_FILES = 300;
const OFFLINE_PAGE = '/offline.html';

/** A short, stable name for this precache list: a new build's list gets a cache of its own. */
function precacheName() {
  let hash = 0;
  for (const { url, revision } of PRECACHE_ENTRIES) {
    for (const char of `${url}|${revision ?? ''};`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  }
  return `precache-${(hash >>> 0).toString(36)}`;
}
const PRECACHE = precacheName();

const absolute = (url) => new URL(url, self.location.origin).href;

// The list may name a file twice (the plugin's own assets and the build's patterns): addAll refuses
// a list with a repeated address, which would leave the worker uninstalled.
const PRECACHED = new Set(PRECACHE_ENTRIES.map(({ url }) => absolute(url)));
const PRECACHE_URLS = [...PRECACHED];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PRECACHE).then((cache) => cache.addAll(PRECACHE_URLS)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('precache-') && name !== PRECACHE).map((name) => caches.delete(name)),
        ),
      ),
  );
});

/** Keeps at most MAX_BUILD_FILES build files: the oldest kept go first. */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_BUILD_FILES)).map((key) => cache.delete(key)));
}

async function buildFile(request) {
  // A font is precached; every other build file is kept the first time it is asked for.
  const kept = await caches.match(request);
  if (kept) return kept;
  const cache = await caches.open(BUILD_FILES);
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    void trim(cache);
  }
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(absolute(OFFLINE_PAGE), { cacheName: PRECACHE });
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(buildFile(request));
  else if (request.mode === 'navigate') event.respondWith(page(request));
  else if (PRECACHED.has(url.href)) {
    // The precached files (the offline page, icons, the logo) from the device. Anything else is left
    // to the browser: the worker does not answer it.
    event.respondWith(caches.match(request, { cacheName: PRECACHE }).then((kept) => kept ?? fetch(request)));
  }
});
