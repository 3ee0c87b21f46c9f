import { whenIdle } from './when-idle';

/**
 * Registers the shop's service worker (built by vite-plugin-pwa) once the page has loaded and is
 * idle: the first visit of / never waits for it. Its update check happens on each visit; a new
 * worker takes over when no tab uses the old one any more.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await whenIdle();
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  } catch (error) {
    // Without it the shop works as a website; nothing to tell the customer.
    console.warn('service worker not registered', error);
  }
}
