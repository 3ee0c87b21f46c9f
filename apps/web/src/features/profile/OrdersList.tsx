import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import { pickupPromiseText } from '@burgers/domain/pickup-slots';
import { formatTotal } from '@burgers/domain/pricing';
import { LineOptions } from '#components/LineOptions';
import { PageLoader } from '#components/PageLoader';
import { RepeatOrderButton } from '#components/repeat/RepeatOrderButton';
import { PATHS, pathTo } from '#lib/paths';
import { useUserOrders } from './api/user-orders';

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: STORE_TIME_ZONE,
});

/** 'Mis compras': each order with its number, state, date, items and total, newest first. */
export function OrdersList({ userId }: { userId: number }) {
  const orders = useUserOrders(userId);

  if (orders.isPending) return <PageLoader />;
  if (orders.isError) {
    return <p className="text-body-secondary">No pudimos cargar tus compras. Intentá de nuevo más tarde.</p>;
  }
  if (orders.data.length === 0) {
    return (
      <div className="profile-empty card card-body text-center py-5">
        <p className="fs-5 mb-3">Todavía no hiciste ninguna compra.</p>
        <div>
          <Link to={PATHS.menu} className="btn btn-primary fw-semibold">
            Ver el menú
          </Link>
        </div>
      </div>
    );
  }

  return (
    <ul className="list-unstyled d-grid gap-3 mb-0">
      {orders.data.map((order) => {
        const ready = order.status === 'Listo';
        return (
          <li key={order.purchaseId} className="profile-order card" data-testid="my-order">
            <div className="card-body">
              <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                <div>
                  {order.number !== null && <p className="profile-order__number mb-0">#{order.number}</p>}
                  <p className="mb-0 fw-semibold">{dateFormat.format(new Date(order.createdAt))}</p>
                  <p className="mb-0 small text-body-secondary">Compra N° {order.purchaseId}</p>
                  {order.status === 'Pendiente' && !order.refundedAt && (
                    <p className="mb-0 small fw-semibold" data-testid="pickup-promise">
                      {pickupPromiseText(order, new Date())}
                    </p>
                  )}
                </div>
                <Badge bg={ready ? 'success' : 'primary'} text={ready ? undefined : 'dark'} className="fs-6">
                  {order.status}
                </Badge>
              </div>
              <ul className="profile-order__items small mb-3">
                {order.lines.map((line, index) => (
                  <li key={`${line.id}-${index}`}>
                    {line.quantity} × {line.title}
                    <LineOptions options={line.options} note={line.note} className="text-body-secondary" />
                    {line.base && (
                      <span className="d-block text-body-secondary">
                        {[
                          line.base,
                          ...line.ingredients.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)),
                        ].join(', ')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <p className="mb-0 fs-5 fw-semibold">Total {formatTotal(order.data.transaction_amount)}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link to={pathTo.purchaseDetail(order.purchaseId)} className="btn btn-outline-secondary btn-sm">
                    Ver detalle
                  </Link>
                  {!order.review && (
                    <Link to={pathTo.review(order.purchaseId)} className="btn btn-primary btn-sm fw-semibold">
                      Calificar
                    </Link>
                  )}
                  <RepeatOrderButton purchaseId={order.purchaseId} />
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
