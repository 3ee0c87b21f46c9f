import { z } from 'zod';

/**
 * The settings of running the shop (shutdown, metrics, backups). Kept apart from the shop's own
 * settings so config.ts only spreads them in.
 */
export const opsEnvShape = {
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  BACKUP_HOUR: z
    .string()
    .trim()
    .default('4')
    .refine(
      (value) => value === 'off' || (/^\d{1,2}$/.test(value) && Number(value) <= 23),
      "expected an hour 0-23 or 'off'",
    )
    .transform((value) => (value === 'off' ? null : Number(value))),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
};

export interface OpsConfig {
  /** How long a SIGTERM waits for the requests in flight before cutting them. */
  shutdownGraceSeconds: number;
  /** `GET /metrics` answers with this bearer token; unset (and no port) means no metrics. */
  metricsToken?: string;
  /** A separate metrics listener on 127.0.0.1 only. */
  metricsPort?: number;
  /** The hour of the store's day the automatic backup is taken at; null when off. */
  backupHour: number | null;
  backupKeep: number;
}

export function opsConfigFrom(e: z.output<z.ZodObject<typeof opsEnvShape>>): OpsConfig {
  return {
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    metricsToken: e.METRICS_TOKEN || undefined,
    metricsPort: e.METRICS_PORT,
    backupHour: e.BACKUP_HOUR,
    backupKeep: e.BACKUP_KEEP,
  };
}
