import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { owedText } from '@burgers/domain/counter';
import type { Order } from '@burgers/domain/types';
import { useDeliveryMove } from '#api/dispatch';
import { RIDER_TEXT } from './messages';
import { useSharePosition } from './use-share-position';

/** One order to bring: where, who to call, what to charge, and `En camino` then `Entregado`. */
export function RiderOrderCard({ order }: { order: Order }) {
  const move = useDeliveryMove();
  const [sharing, setSharing] = useState(false);
  const delivery = order.delivery;
  const inTransit = order.status === 'En camino';
  useSharePosition(order.purchaseId, sharing && inTransit);
  if (!delivery) return null;
  const { address } = delivery;
  const floor = RIDER_TEXT.floor(address.floor, address.apartment);
  const maps = `https://www.google.com/maps/search/?api=1&query=${address.lat},${address.lng}`;
  const owed = owedText(order.payment, order.data.transaction_amount);
  return (
    <article className="card shadow-sm rider-card" data-order={order.purchaseId}>
      <div className="card-body">
        <h2 className="h4 mb-1">{RIDER_TEXT.order(order.number)}</h2>
        <p className="mb-1 fw-semibold" data-testid="rider-address">
          {address.street}
          {floor && <span className="d-block fw-normal">{floor}</span>}
        </p>
        {address.betweenStreets && <p className="small mb-1">{RIDER_TEXT.between(address.betweenStreets)}</p>}
        {address.note && <p className="small fst-italic mb-1">{address.note}</p>}
        <p className="small mb-2">
          {delivery.zone} · {delivery.windowText}
        </p>
        {owed && (
          <p className="fw-bold text-bg-warning rounded px-2 py-1" data-testid="rider-owed">
            {owed}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mb-3">
          {delivery.phone && (
            <a className="btn btn-outline-dark" href={`tel:${delivery.phone.replace(/[^\d+]/g, '')}`}>
              {RIDER_TEXT.call}
            </a>
          )}
          <a className="btn btn-outline-secondary" href={maps} target="_blank" rel="noreferrer">
            {RIDER_TEXT.maps}
          </a>
        </div>
        {inTransit && (
          <Form.Check
            type="switch"
            id={`share-${order.purchaseId}`}
            label={RIDER_TEXT.share}
            checked={sharing}
            onChange={(event) => setSharing(event.target.checked)}
            className="mb-3"
          />
        )}
        {move.isError && (
          <p className="alert alert-warning py-2" role="alert">
            {move.error.message || RIDER_TEXT.moveFailed}
          </p>
        )}
        {inTransit ? (
          <button
            type="button"
            className="btn btn-success btn-lg w-100"
            disabled={move.isPending}
            onClick={() => move.mutate({ purchaseId: order.purchaseId, status: 'Entregado' })}
          >
            {RIDER_TEXT.delivered}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled={move.isPending}
            onClick={() => move.mutate({ purchaseId: order.purchaseId, status: 'En camino' })}
          >
            {RIDER_TEXT.inTransit}
          </button>
        )}
      </div>
    </article>
  );
}
