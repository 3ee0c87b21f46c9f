import type { ProviderPayment } from '#adapters/payments/types';
import type { PaymentsContext, RecordOutcome } from './outcome';
import type * as repo from './repo';
import { sendReceiptMail, type ReceiptOrder } from '../orders/customer-mail';
import type { PaymentFlag } from '../orders/numbers';
import { toOrder } from '../orders/presenter';
import { sendNewOrderNotice } from '../push/notices';
import { mailRefunds } from '../refunds/service';
import { tellOrderConfirmed } from '../whatsapp/notices';

/* What follows a payment's commit: the receipt, the kitchen's notice, the counters and invoicing. */

/** What an approval read under the order's lock, for the receipt sent once it is committed. */
export interface PaidReceipt {
  locked: repo.LockedOrder;
  payment: ProviderPayment;
  paidAt: Date;
  number: number;
  flags: PaymentFlag[];
  /** The later slot a late payment took (its hold had expired and its slot filled). */
  moved: { promisedAt: Date; pickupAt: Date | null } | undefined;
}

/** The order as the receipt shows it, just paid: no refunds yet, the number it was given. */
function receiptOrder(ctx: PaymentsContext, paid: PaidReceipt): ReceiptOrder {
  const { order, customer, lines } = paid.locked;
  return {
    order: toOrder(
      {
        ...order,
        ...customer,
        purchaseId: paid.payment.id,
        status: 'Pendiente',
        paidAt: paid.paidAt,
        number: paid.number,
        paymentFlags: paid.flags,
        simulated: ctx.payments.name === 'sandbox',
        ...(paid.moved ?? {}),
      },
      lines,
    ),
    promiseMoved: paid.moved !== undefined,
    byWhatsApp: paid.locked.order.whatsappOptIn && ctx.config.whatsapp !== null,
    terms: {
      installments: paid.payment.installments,
      installmentAmount: paid.payment.installmentAmountCents / 100,
    },
  };
}

/** After the commit only: a transaction retried or rolled back tells nobody anything. */
export function announceSettled(
  ctx: PaymentsContext,
  outcome: RecordOutcome,
  paid: PaidReceipt | null,
  refunded: boolean,
): void {
  if (outcome.kind === 'recorded' && outcome.refunds) mailRefunds(ctx, outcome.refunds);
  if (paid) {
    ctx.metrics.paidOrders.inc();
    // A background task: a shutdown waits for it before closing the database. Written from what
    // the approval read under its lock: nothing is read again.
    ctx.background.run('receipt mail', () => sendReceiptMail(ctx, receiptOrder(ctx, paid), paid.locked.customer));
    sendNewOrderNotice(ctx, paid.payment.id);
    // `Avisame por WhatsApp`: the confirmation there too, never in place of the receipt.
    const { id, whatsappOptIn } = paid.locked.order;
    tellOrderConfirmed(ctx, { id, purchaseId: paid.payment.id, whatsappOptIn });
  }
  if (refunded) ctx.metrics.refunds.inc();
  // Electronic invoicing (modules/invoicing): its job is only woken here, after the commit, and
  // never awaited; it finds the paid order (or the refund) in the database itself.
  if (paid || refunded) ctx.invoicing.kick();
}
