import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { CHANNEL_LABELS, noShowAllowed, owedText, PAYMENT_METHOD_LABELS } from '@burgers/domain/counter';
import { formatPrice, formatTotal } from '@burgers/domain/pricing';
import type { DeskOrder } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { InvoiceActions } from '#components/invoice/InvoiceActions';
import { LineOptions } from '#components/LineOptions';
import { PageLoader } from '#components/PageLoader';
import { confirmAlert } from '#lib/alerts';
import { deskOrderQuery } from './api/admin-orders';
import { useDeliverOrder, useMarkNoShow } from './api/refund-order';
import { deskDateTime, orderLabel } from './format';
import { DESK_TEXT, STATE_TONE, timelineText } from './messages';
import { RefundModal } from './RefundModal';

function OrderBody({ order }: { order: DeskOrder }) {
  return (
    <div className="desk-detail d-grid gap-4">
      <p className="mb-0">
        <span className={`badge ${STATE_TONE[order.status]} me-2`}>{order.status}</span>
        {order.customer.map((c) => `${c.firstName} ${c.lastName}`).join(', ')} ·{' '}
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </p>
      {/* Paid during a pause or for something sold out: the refund is the button below. */}
      {order.flags && order.flags.length > 0 && (
        <p className="mb-0 d-flex flex-wrap gap-2" data-testid="order-flags">
          {order.flags.map((flag) => (
            <span key={flag} className="badge text-bg-danger">
              {flag}
            </span>
          ))}
        </p>
      )}
      <section aria-labelledby="desk-lines-title">
        <h3 id="desk-lines-title" className="h6 text-uppercase text-body-secondary">
          {DESK_TEXT.lines}
        </h3>
        <ul className="list-unstyled mb-2">
          {order.lines.map((line) => (
            <li key={line.id} className="d-flex justify-content-between gap-3">
              <span>
                {line.quantity} × {line.title}
                {(line.base || line.ingredients.length > 0) && (
                  <span className="d-block small text-body-secondary">
                    {[
                      line.base,
                      ...line.ingredients.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)),
                    ]
                      .filter(Boolean)
                      .join(', ')}
                  </span>
                )}
                <LineOptions options={line.options} note={line.note} className="small" />
              </span>
              <span className="text-nowrap">{formatTotal(line.unit_price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        {order.discounts.map((discount) => (
          <p
            key={`${discount.code}:${discount.name ?? ''}`}
            className="d-flex justify-content-between mb-1 text-success"
          >
            <span>{discount.name ?? `${DESK_TEXT.coupons}: ${discount.code}`}</span>
            <span>-{formatTotal(discount.amount)}</span>
          </p>
        ))}
        <p className="d-flex justify-content-between fw-bold mb-1">
          <span>{DESK_TEXT.total}</span>
          <span>{formatTotal(order.data.transaction_amount)}</span>
        </p>
        {order.refundedAmount > 0 && (
          <p className="d-flex justify-content-between mb-0 text-danger">
            <span>{DESK_TEXT.refunded}</span>
            <span>-{formatTotal(order.refundedAmount)}</span>
          </p>
        )}
        <p className="mt-2 mb-0" data-testid="desk-channel">
          Canal: {CHANNEL_LABELS[order.channel]} · Medio de pago: {PAYMENT_METHOD_LABELS[order.payment.method]}
          {order.createdBy && ` · Tomado por ${order.createdBy}`}
        </p>
        {order.payment.status === 'a_cobrar' && (
          <p className="mt-1 mb-0 fw-bold text-danger-emphasis" data-testid="desk-owed">
            {owedText(order.payment, order.data.transaction_amount)}
          </p>
        )}
        {order.data.metadata.note && (
          <p className="mt-2 mb-0">
            <strong>{DESK_TEXT.note}:</strong> {order.data.metadata.note}
          </p>
        )}
      </section>
      {order.payment.id && (
        <section aria-labelledby="desk-payment-title">
          <h3 id="desk-payment-title" className="h6 text-uppercase text-body-secondary">
            {DESK_TEXT.payment}
          </h3>
          <p className="mb-0">
            {order.payment.simulated ? (
              <span className="badge text-bg-warning me-2">{DESK_TEXT.simulated}</span>
            ) : (
              <span className="me-2">{DESK_TEXT.mercadopago}</span>
            )}
            {DESK_TEXT.installments(order.payment.installments)} · {DESK_TEXT.paymentId}{' '}
            <span className="font-monospace">{order.payment.id}</span>
          </p>
        </section>
      )}
      <section aria-labelledby="desk-timeline-title">
        <h3 id="desk-timeline-title" className="h6 text-uppercase text-body-secondary">
          {DESK_TEXT.timeline}
        </h3>
        <ol className="desk-timeline list-unstyled mb-0" data-testid="order-timeline">
          {order.timeline.map((entry, index) => (
            <li key={`${entry.kind}-${index}`} className={`desk-timeline__item desk-timeline__item--${entry.kind}`}>
              <time dateTime={entry.at} className="desk-timeline__time">
                {deskDateTime(entry.at)}
              </time>
              <span>{timelineText(entry, (pesos) => formatPrice(pesos).replace(' ', '\u00a0'))}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One order of the desk: lines, coupons, payment, its history, and the refund and pickup buttons. */
export function OrderDetailModal({ purchaseId, onClose }: { purchaseId: string | null; onClose: () => void }) {
  const query = useQuery({ ...deskOrderQuery(purchaseId ?? ''), enabled: purchaseId !== null });
  const deliver = useDeliverOrder(purchaseId ?? '');
  const noShow = useMarkNoShow(purchaseId ?? '');
  const [refunding, setRefunding] = useState(false);
  const order = query.data;
  const left = order ? Math.round((order.data.transaction_amount - order.refundedAmount) * 100) : 0;
  // Counts against the customer: asked before it is done.
  const markNoShow = async (label: string) => {
    if (await confirmAlert(DESK_TEXT.noShowTitle(label), DESK_TEXT.noShowText, DESK_TEXT.noShow)) noShow.mutate();
  };

  return (
    <>
      <Modal
        show={purchaseId !== null && !refunding}
        onHide={onClose}
        size="lg"
        centered
        scrollable
        aria-labelledby="desk-detail-title"
      >
        <Modal.Header closeButton closeLabel={DESK_TEXT.close}>
          <Modal.Title id="desk-detail-title" as="h2" className="h4">
            {order ? `${DESK_TEXT.detailTitle(orderLabel(order))} · ${deskDateTime(order.createdAt)}` : DESK_TEXT.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {query.isPending && <PageLoader />}
          {query.isError && <Alert variant="danger">{DESK_TEXT.loadFailed}</Alert>}
          {order && <OrderBody order={order} />}
          {order && <InvoiceActions purchaseId={order.purchaseId} withStatus canRetry className="mt-3" />}
          {order?.noShowAt && (
            <p className="mt-3 mb-0 fw-semibold text-danger" data-testid="desk-no-show">
              {DESK_TEXT.noShowDone(deskDateTime(order.noShowAt))}
            </p>
          )}
          {noShow.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {errorText(noShow.error, DESK_TEXT.noShowFailed)}
            </Alert>
          )}
        </Modal.Body>
        {order && (
          <Modal.Footer className="justify-content-between">
            <div className="d-flex gap-2 flex-wrap">
              {order.status === 'Listo' && (
                <Button variant="success" onClick={() => deliver.mutate()} disabled={deliver.isPending}>
                  {DESK_TEXT.deliver}
                </Button>
              )}
              {noShowAllowed(order, new Date()) && (
                <Button
                  variant="outline-danger"
                  onClick={() => void markNoShow(orderLabel(order))}
                  disabled={noShow.isPending}
                >
                  {DESK_TEXT.noShow}
                </Button>
              )}
              {left > 0 ? (
                <Button variant="outline-danger" onClick={() => setRefunding(true)}>
                  {DESK_TEXT.refund}
                </Button>
              ) : (
                <span className="text-body-secondary align-self-center">{DESK_TEXT.nothingLeft}</span>
              )}
            </div>
            <Button variant="outline-secondary" onClick={onClose}>
              {DESK_TEXT.close}
            </Button>
          </Modal.Footer>
        )}
      </Modal>
      {order && <RefundModal order={order} show={refunding} onClose={() => setRefunding(false)} />}
    </>
  );
}
