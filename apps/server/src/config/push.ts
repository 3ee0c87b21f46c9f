import { z } from 'zod';
import { persistedVapidKeys, validVapidKeys, type VapidKeys } from '../vapid-keys';

/** Variables of web push. */
export const pushEnvShape = {
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z.string().trim().optional(),
  PUSH_SERVICE_HOSTS: z.string().trim().optional(),
};

/** What push needs of the rest: the store's address (the default contact) and whether PostgreSQL is shared. */
type PushEnv = z.output<z.ZodObject<typeof pushEnvShape>> & { STORE_EMAIL: string; DATABASE_URL?: string };

/** Web push (VAPID): off when the keys are unknown (PostgreSQL without VAPID_* set). */
export interface PushSettings {
  vapid: VapidKeys | null;
  /** `mailto:` or `https:` contact the push services may use to reach the shop. */
  subject: string;
  /** Hosts a subscription's endpoint may name; `*.example.com` matches any subdomain. */
  serviceHosts: string[];
}

/** The browsers' push services: Chrome/Edge (FCM), Firefox, Windows and Safari. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

export function pushSettingsFrom(e: PushEnv, dataDir: string): PushSettings {
  const serviceHosts = e.PUSH_SERVICE_HOSTS
    ? e.PUSH_SERVICE_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean)
    : DEFAULT_PUSH_SERVICE_HOSTS;
  const subject = e.VAPID_SUBJECT ?? `mailto:${e.STORE_EMAIL}`;
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('Invalid configuration: VAPID_SUBJECT must be a mailto: or https:// address');
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
      throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
    }
    const vapid = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
    if (!validVapidKeys(vapid)) {
      throw new Error(
        'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (npx web-push generate-vapid-keys)',
      );
    }
    return { vapid, subject, serviceHosts };
  }
  // Instances on one PostgreSQL share no data folder: without the variables push stays off.
  return { vapid: e.DATABASE_URL ? null : persistedVapidKeys(dataDir), subject, serviceHosts };
}
