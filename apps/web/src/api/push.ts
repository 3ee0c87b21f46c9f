import { pushPaths } from '@burgers/domain/routes/push-paths';
import { callApi } from './client';

export type PushTopic = { topic: 'order'; purchaseId: string } | { topic: 'kitchen' };

/** Whether this browser can take push notices at all (Push API, notifications, a service worker). */
export const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function browserSubscription(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready);
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  const { publicKey } = await callApi(pushPaths.key);
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
}

/**
 * Asks for permission, subscribes this browser (Push API with the shop's VAPID key) and tells the
 * server what to send it. Resolves false when the person said no.
 */
export async function subscribePush(topic: PushTopic): Promise<boolean> {
  if ((await Notification.requestPermission()) !== 'granted') return false;
  const subscription = await browserSubscription();
  await callApi(pushPaths.subscribe, { body: { ...subscription.toJSON(), ...topic } });
  return true;
}

/** Stops one topic's notices on this browser (the subscription stays for the others). */
export async function unsubscribePush(topic: PushTopic): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await callApi(pushPaths.unsubscribe, { body: { endpoint: subscription.endpoint, ...topic } });
}
