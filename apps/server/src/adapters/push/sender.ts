import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webPush, { WebPushError } from 'web-push';
import type { PushSettings } from '#config';
import type { VapidKeys } from '#vapid-keys';
import { isInternalAddress } from './endpoint-policy';

/** What the service worker shows: a title, a line and the page a tap opens. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** Notices with one tag replace each other on the device. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service says the subscription no longer exists (404 or 410), so it is removed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; error: unknown };

export interface PushSender {
  send(target: PushTarget, notice: PushNotice): Promise<PushOutcome>;
}

/** A push service that does not answer within this is given up on (the order is already ready). */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a notice for a device that is offline. */
const TTL_SECONDS = 60 * 60;

/**
 * A host name on the allow-list that resolves to an internal address is refused at connection
 * time, so a DNS answer cannot turn an allowed host into a door to the shop's own network.
 * An IP address listed in PUSH_SERVICE_HOSTS is connected to directly (no lookup), as listed.
 */
const externalOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const internal = addresses.find((entry) => isInternalAddress(entry.address));
    if (internal) return callback(new Error(`push service ${hostname} resolves to an internal address`), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    if (!first) return callback(new Error(`push service ${hostname} has no address`), '', 0);
    return callback(null, first.address, first.family);
  });
};

/** Web push through `web-push`: VAPID-signed, aes128gcm-encrypted (RFC 8291), over Node's trusted CAs. */
export function createPushSender(settings: PushSettings, vapid: VapidKeys): PushSender {
  const agent = new https.Agent({ keepAlive: true, lookup: externalOnlyLookup });
  return {
    async send(target, notice) {
      try {
        await webPush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(notice),
          {
            vapidDetails: { subject: settings.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
            TTL: TTL_SECONDS,
            urgency: 'high',
            contentEncoding: 'aes128gcm',
            timeout: SEND_TIMEOUT_MS,
            // An IP literal needs no lookup; a host name goes through the guard above.
            agent: isIP(new URL(target.endpoint).hostname.replace(/^\[|\]$/g, '')) ? undefined : agent,
          },
        );
        return { kind: 'sent' };
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return { kind: 'gone' };
        return { kind: 'failed', error };
      }
    },
  };
}
