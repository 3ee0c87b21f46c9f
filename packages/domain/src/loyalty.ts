/**
 * Points for coming back (docs/product/loyalty.md): pure rules the server and the web share.
 * Amounts are integer cents; points are whole numbers.
 */
import { WIN_BACK_DEFAULTS } from './followup-messages';
import { formatPrice } from './pricing';

export const LOYALTY_DEFAULTS = {
  enabled: true,
  centsPerPoint: 10_000,
  expiryMonths: 12,
  ...WIN_BACK_DEFAULTS,
} as const;

export const POINTS_KINDS = ['earned', 'redeemed', 'reversed', 'expired', 'adjusted'] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/** Points a sum paid for products earns: whole points only, never negative. */
export function pointsFor(productsCents: number, centsPerPoint: number): number {
  if (centsPerPoint <= 0 || productsCents <= 0) return 0;
  return Math.floor(productsCents / centsPerPoint);
}

/** `1 punto cada $ 100`. */
export function rateText(centsPerPoint: number): string {
  return `1 punto cada ${formatPrice(centsPerPoint / 100)}`;
}

/** The instant `months` calendar months after `from` (UTC; the day clamps to the month's end). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

export interface LedgerFact {
  kind: PointsKind;
  points: number;
  expiresAt: Date | null;
}

/**
 * Points still to expire at `now`: spending takes the oldest points first, so what earned entries
 * already past their date brought in, minus everything spent or taken back since (and what
 * already expired), is what is left of them. Positive adjustments never expire.
 */
export function pointsToExpire(entries: readonly LedgerFact[], now: Date): number {
  let lapsed = 0;
  let out = 0;
  for (const entry of entries) {
    if (entry.kind === 'earned' && entry.expiresAt !== null && entry.expiresAt.getTime() <= now.getTime()) {
      lapsed += entry.points;
    }
    if (entry.kind !== 'earned' && entry.points < 0) out -= entry.points;
    // A hold given back (a positive reversal) returns points that were taken out.
    if (entry.kind === 'reversed' && entry.points > 0) out -= entry.points;
  }
  return Math.max(0, lapsed - Math.max(0, out));
}

/** The earned points that expire next and when: the oldest earned ones not yet spent. */
export function nextExpiry(entries: readonly LedgerFact[], now: Date): { points: number; expiresAt: Date } | null {
  let out = 0;
  for (const entry of entries) {
    if (entry.kind !== 'earned' && entry.points < 0) out -= entry.points;
    if (entry.kind === 'reversed' && entry.points > 0) out -= entry.points;
  }
  const earned = entries
    .filter((entry) => entry.kind === 'earned' && entry.expiresAt !== null)
    .sort((a, b) => (a.expiresAt?.getTime() ?? 0) - (b.expiresAt?.getTime() ?? 0));
  for (const entry of earned) {
    const left = entry.points - Math.max(0, out);
    out = Math.max(0, out - entry.points);
    if (left > 0 && entry.expiresAt && entry.expiresAt.getTime() > now.getTime()) {
      return { points: left, expiresAt: entry.expiresAt };
    }
  }
  return null;
}
