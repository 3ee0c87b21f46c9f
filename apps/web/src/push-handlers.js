/* Push notices for the shop's service worker (src/sw.js imports this file; the build makes one script of both). */
/* global self, clients */

self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : '' };
  }
  const title = notice.title || 'Burgers Devoto';
  event.waitUntil(
    (async () => {
      // New orders need no notice while the kitchen screen is in front of the cook.
      if (typeof notice.tag === 'string' && notice.tag.startsWith('cocina-')) {
        const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
        const kitchenOpen = windows.some(
          (client) => client.visibilityState === 'visible' && new URL(client.url).pathname.startsWith('/employee'),
        );
        if (kitchenOpen) return;
      }
      await self.registration.showNotification(title, {
        body: notice.body || '',
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/shortcut-96.png',
        lang: 'es-AR',
        data: { url: notice.url || '/' },
      });
    })(),
  );
});

// A tap opens the page the notice is about (the purchase detail, the kitchen), or focuses it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      return clients.openWindow(target);
    })(),
  );
});
