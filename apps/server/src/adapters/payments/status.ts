import type { PaymentStatus } from '@burgers/domain/types';

/**
 * MercadoPago reports more states than the shop shows (docs/product/cart.md#purchase-detail knows approved, in
 * process and pending); each one is folded into the nearest state the shop acts on.
 */
export function normalizePaymentStatus(raw: string | undefined | null): PaymentStatus {
  switch (raw) {
    case 'approved':
      return 'approved';
    case 'in_process':
    case 'authorized':
    case 'in_mediation':
      return 'in_process';
    case 'rejected':
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'rejected';
    default:
      return 'pending';
  }
}
