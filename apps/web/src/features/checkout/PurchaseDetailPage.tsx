import { Link, useParams } from 'react-router';
import { STORE_ADDRESS, STORE_TIME_ZONE } from '@burgers/domain/constants';
import { pickupPromiseText } from '@burgers/domain/pickup-slots';
import { formatPrice, formatTotal } from '@burgers/domain/pricing';
import type { Order, PaymentStatus, PurchaseInfo } from '@burgers/domain/types';
import { FaCheckCircle } from '#components/icons/FaCheckCircle';
import { FaClock } from '#components/icons/FaClock';
import { FaHourglassHalf } from '#components/icons/FaHourglassHalf';
import { FaUndoAlt } from '#components/icons/FaUndoAlt';
import type { IconType } from '#components/icons/types';
import { InvoiceActions } from '#components/invoice/InvoiceActions';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { PrintActions } from '#components/print/PrintActions';
import { NotifyWhenReady } from '#components/push/NotifyWhenReady';
import { RepeatOrderButton } from '#components/repeat/RepeatOrderButton';
import { PATHS, pathTo } from '#lib/paths';
import { useSession } from '#stores/session';
import { usePurchaseOrder } from './api/order';
import { usePurchaseInfo } from './api/purchase-info';
import { CHECKOUT_TEXT, installmentsText, orderTitle } from './messages';
import { OrderReceipt, ReceiptTable } from './OrderReceipt';
import { OrderTracker } from './OrderTracker';
import { PageNotice } from './PageNotice';
import './checkout.scss';

interface StatusView {
  tone: 'approved' | 'in-process' | 'pending' | 'refunded';
  title: string;
  text: string;
  Icon: IconType;
}

/**
 * docs/product/cart.md#purchase-detail: approved is a successful transaction, in_process is in process, anything else pending.
 * Once the kitchen marks it Listo, an approved purchase says so instead of 'preparing'.
 */
function statusView(status: PaymentStatus | string, order: Order | undefined, refunded: boolean): StatusView {
  // Refunded or charged back after approval: the kitchen dropped the order, nothing to pick up.
  if (refunded || order?.status === 'Cancelado') {
    return { tone: 'refunded', title: CHECKOUT_TEXT.refundedTitle, text: CHECKOUT_TEXT.refundedText, Icon: FaUndoAlt };
  }
  if (status === 'approved' && order?.status === 'Listo') {
    return { tone: 'approved', title: CHECKOUT_TEXT.readyTitle, text: CHECKOUT_TEXT.readyText, Icon: FaCheckCircle };
  }
  if (status === 'approved' && order?.payment.status === 'a_cobrar') {
    return { tone: 'approved', title: CHECKOUT_TEXT.cashTitle, text: CHECKOUT_TEXT.cashText, Icon: FaCheckCircle };
  }
  if (status === 'approved') {
    return {
      tone: 'approved',
      title: CHECKOUT_TEXT.approvedTitle,
      text: CHECKOUT_TEXT.approvedText,
      Icon: FaCheckCircle,
    };
  }
  if (status === 'in_process') {
    return {
      tone: 'in-process',
      title: CHECKOUT_TEXT.inProcessTitle,
      text: CHECKOUT_TEXT.inProcessText,
      Icon: FaHourglassHalf,
    };
  }
  return { tone: 'pending', title: CHECKOUT_TEXT.pendingTitle, text: CHECKOUT_TEXT.pendingText, Icon: FaClock };
}

/** The payment's own items (discount included per unit), shown until the order reaches the kitchen. */
function PaymentItems({ info }: { info: PurchaseInfo }) {
  return (
    <ReceiptTable total={info.transaction_amount}>
      {info.additional_info.items.map((item) => (
        <tr key={item.id}>
          <th scope="row">
            {item.quantity} × {item.title}
          </th>
          <td className="text-end text-nowrap">{formatTotal(item.unit_price * item.quantity)}</td>
        </tr>
      ))}
    </ReceiptTable>
  );
}

const dayFormat = new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', timeZone: STORE_TIME_ZONE });

/** Money the shop gave back, each with the reason the staff wrote. */
function OrderRefunds({ order }: { order: Order }) {
  if (order.refunds.length === 0) return null;
  return (
    <section className="card shadow-sm" aria-labelledby="purchase-refunds-title" data-testid="purchase-refunds">
      <div className="card-body p-4">
        <h2 id="purchase-refunds-title" className="h3 mb-3">
          {CHECKOUT_TEXT.refundsTitle}
        </h2>
        <ul className="list-unstyled mb-2 d-grid gap-2">
          {order.refunds.map((refund) => (
            <li key={`${refund.createdAt}-${refund.amount}`}>
              <strong>{formatPrice(refund.amount)}</strong> · {dayFormat.format(new Date(refund.createdAt))} —{' '}
              {refund.reason}
            </li>
          ))}
        </ul>
        <p className="mb-0 fw-semibold">
          {CHECKOUT_TEXT.refundedTotal} {formatPrice(order.refundedAmount)}
        </p>
      </div>
    </section>
  );
}

/** /user/purchaseDetail/:id: the payment's state, the order's progress live, and the receipt. */
export default function PurchaseDetailPage() {
  const { id = '' } = useParams();
  const purchase = usePurchaseInfo(id);
  const approved = purchase.data?.status === 'approved' && !purchase.data.refunded;
  // A refunded purchase still shows its order: what was given back, and why.
  const order = usePurchaseOrder(id, approved || purchase.data?.refunded === true);
  const role = useSession((s) => s.user?.role);
  const isStaff = role === 'employee' || role === 'admin';

  if (purchase.isPending || (approved && order.isPending)) return <PageLoader />;
  if (purchase.isError) {
    return (
      <PageNotice
        title={CHECKOUT_TEXT.loadFailed}
        text={CHECKOUT_TEXT.loadFailedText}
        to={PATHS.myOrders}
        action={CHECKOUT_TEXT.myPurchases}
      />
    );
  }

  const info = purchase.data;
  const paidOrder = approved || info.refunded ? order.data : undefined;
  const view = statusView(info.status, paidOrder, info.refunded);

  return (
    <>
      <PageHeader kicker={`${CHECKOUT_TEXT.purchaseNumber} ${info.id}`} title={CHECKOUT_TEXT.detailTitle} />
      <div className="container py-4 py-lg-5 checkout-page">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-9 d-grid gap-4">
            <section className={`purchase-status purchase-status--${view.tone} card shadow-sm`} aria-live="polite">
              <div className="card-body p-4 d-flex flex-column flex-sm-row align-items-center gap-3 text-center text-sm-start">
                <view.Icon className="purchase-status__icon" aria-hidden="true" />
                <div className="flex-grow-1">
                  <h2 className="h2 mb-1">{view.title}</h2>
                  <p className="mb-0">{view.text}</p>
                  {info.simulated && (
                    <p className="badge text-bg-warning mt-2 mb-0 purchase-status__simulated">
                      {CHECKOUT_TEXT.simulated}
                    </p>
                  )}
                  {/* Sent to staff only: what the payment arrived despite. */}
                  {info.flags?.map((flag) => (
                    <p key={flag} className="badge text-bg-danger mt-2 mb-0 ms-1 purchase-status__flag">
                      {flag}
                    </p>
                  ))}
                  {info.installments > 1 && (
                    <p className="mb-0 mt-2 fw-semibold">
                      {installmentsText(info.installments, formatTotal(info.transaction_details.installment_amount))}
                    </p>
                  )}
                  {paidOrder && paidOrder.status !== 'Listo' && !info.refunded && (
                    <p className="mb-0 mt-2 fw-semibold" data-testid="pickup-promise">
                      {pickupPromiseText(paidOrder, new Date())}
                    </p>
                  )}
                  {paidOrder && (
                    <p className="mb-0 mt-2 small">
                      {CHECKOUT_TEXT.pickupAt} {STORE_ADDRESS}
                    </p>
                  )}
                </div>
                {paidOrder && paidOrder.number !== null && (
                  <p className="purchase-status__number mb-0" data-testid="order-number">
                    #{paidOrder.number}
                  </p>
                )}
              </div>
            </section>

            {/* A refund reported on the payment alone shows no kitchen progress; one cancelled by the shop shows where it stopped. */}
            {paidOrder && (approved || paidOrder.status === 'Cancelado') && <OrderTracker order={paidOrder} />}
            {paidOrder && <OrderRefunds order={paidOrder} />}

            {paidOrder && paidOrder.status === 'Pendiente' && !paidOrder.refundedAt && !isStaff && (
              <NotifyWhenReady purchaseId={paidOrder.purchaseId} />
            )}

            <section className="card shadow-sm" aria-labelledby="purchase-items-title">
              <div className="card-body p-4">
                <h2 id="purchase-items-title" className="h3 mb-3">
                  {paidOrder ? orderTitle(paidOrder.number) : CHECKOUT_TEXT.summaryTitle}
                </h2>
                {paidOrder ? <OrderReceipt order={paidOrder} /> : <PaymentItems info={info} />}
              </div>
            </section>

            {paidOrder && isStaff && <PrintActions order={paidOrder} size="lg" className="justify-content-center" />}
            {paidOrder && <InvoiceActions purchaseId={paidOrder.purchaseId} className="justify-content-center" />}

            <div className="d-flex flex-wrap justify-content-center gap-2">
              {approved && (
                <Link to={pathTo.review(info.id)} className="btn btn-primary btn-lg fw-semibold">
                  {CHECKOUT_TEXT.review}
                </Link>
              )}
              {paidOrder && <RepeatOrderButton purchaseId={paidOrder.purchaseId} size="lg" />}
              <Link to={PATHS.myOrders} className="btn btn-outline-secondary btn-lg">
                {CHECKOUT_TEXT.myPurchases}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
