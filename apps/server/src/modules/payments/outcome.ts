import type { AppContext } from '#context';
import type { RecordedRefund } from '../refunds/service';

/* What recording a payment needs, and what it came to. */

export type PaymentsContext = Pick<
  AppContext,
  'db' | 'database' | 'payments' | 'now' | 'mailer' | 'config' | 'log' | 'metrics' | 'push' | 'background' | 'invoicing'
>;

export type RecordOutcome =
  | { kind: 'unknown_order' }
  | { kind: 'amount_mismatch'; orderId: number }
  /** Another payment was approved for the order first; this one changed nothing. */
  | { kind: 'already_paid'; orderId: number }
  /** An approval for an order past its ORDER_TTL_HOURS: not applied, the kitchen never sees it. */
  | { kind: 'expired'; orderId: number }
  | { kind: 'recorded'; orderId: number; changed: boolean; refunds?: RecordedRefund[] };
