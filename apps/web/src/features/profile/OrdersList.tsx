import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import { formatTotal } from '@burgers/domain/pricing';
import { PageLoader } from '../../components/PageLoader';
import { useUserOrders } from './api/user-orders';

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: STORE_TIME_ZONE,
});

/** 'Mis compras': each order with its date, items, total and kitchen state, newest first. */
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
          <Link to="/menu" className="btn btn-primary fw-semibold">
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
          <li key={order.purchaseId} className="profile-order card">
            <div className="card-body">
              <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
                <div>
                  <p className="mb-0 fw-semibold">{dateFormat.format(new Date(order.createdAt))}</p>
                  <p className="mb-0 small text-body-secondary">Compra N° {order.purchaseId}</p>
                </div>
                <Badge bg={ready ? 'success' : 'primary'} text={ready ? undefined : 'dark'} className="fs-6">
                  {order.status}
                </Badge>
              </div>
              <ul className="profile-order__items small mb-3">
                {order.data.additional_info.items.map((item) => (
                  <li key={item.id}>
                    {item.quantity} x {item.title}
                  </li>
                ))}
              </ul>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <p className="mb-0 fs-5 fw-semibold">Total {formatTotal(order.data.transaction_amount)}</p>
                <div className="d-flex flex-wrap gap-2">
                  <Link to={`/user/purchaseDetail/${order.purchaseId}`} className="btn btn-outline-secondary btn-sm">
                    Ver detalle
                  </Link>
                  {!order.review && (
                    <Link to={`/calificanos/${order.purchaseId}`} className="btn btn-primary btn-sm fw-semibold">
                      Calificar
                    </Link>
                  )}
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
