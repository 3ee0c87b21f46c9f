import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { Order } from '@burgers/domain/types';
import { useAssignRider, useDeliveryMove, useRiders } from '#api/dispatch';
import { DeliveryInfo } from '#components/DeliveryInfo';
import { orderNumberText } from './messages';

/** Ready delivery orders by zone, oldest first in each. */
function byZone(orders: readonly Order[]): Array<[string, Order[]]> {
  const groups = new Map<string, Order[]>();
  for (const order of orders) {
    const zone = order.delivery?.zone ?? '';
    groups.set(zone, [...(groups.get(zone) ?? []), order]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'es'));
}

function DeliveryRow({ order }: { order: Order }) {
  const riders = useRiders().data ?? [];
  const assign = useAssignRider();
  const move = useDeliveryMove();
  const [rider, setRider] = useState<number | null>(order.delivery?.rider?.id ?? null);
  const error = assign.error ?? move.error;
  return (
    <li className="list-group-item" data-order={order.purchaseId}>
      <div className="d-flex flex-wrap gap-3 align-items-start">
        <strong className="fs-4">{orderNumberText(order.number, order.purchaseId)}</strong>
        <DeliveryInfo order={order} className="flex-grow-1" />
        <div className="d-flex gap-2 align-items-center">
          <Form.Select
            size="sm"
            aria-label="Repartidor"
            value={rider ?? ''}
            onChange={(event) => {
              const id = Number(event.target.value);
              setRider(id);
              assign.mutate({ purchaseId: order.purchaseId, riderId: id });
            }}
          >
            <option value="" disabled>
              Repartidor
            </option>
            {riders.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.firstName} {choice.lastName}
              </option>
            ))}
          </Form.Select>
          <button
            type="button"
            className="btn btn-sm btn-primary text-nowrap"
            disabled={rider === null || move.isPending}
            onClick={() =>
              rider !== null && move.mutate({ purchaseId: order.purchaseId, status: 'En camino', riderId: rider })
            }
          >
            En camino
          </button>
        </div>
      </div>
      {error && (
        <p className="text-danger small mb-0" role="alert">
          {error.message}
        </p>
      )}
    </li>
  );
}

/** The ready list's delivery orders, grouped by zone, each given to a rider and sent `En camino`. */
export function DeliveryReadyList({ orders }: { orders: readonly Order[] }) {
  if (orders.length === 0) return null;
  return (
    <section className="mb-4" aria-label="Envíos listos" data-testid="delivery-ready">
      {byZone(orders).map(([zone, list]) => (
        <div key={zone} className="mb-3">
          <h2 className="h5">ENVÍO · {zone}</h2>
          <ul className="list-group">
            {list.map((order) => (
              <DeliveryRow key={order.purchaseId} order={order} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
