import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS } from '@burgers/domain/counter';
import { formatPrice } from '@burgers/domain/pricing';
import type { DashboardStats } from '@burgers/domain/types';

interface Share {
  label: string;
  orders: number;
  revenue: number;
}

function ShareTable({
  caption,
  heading,
  rows,
  testId,
}: {
  caption: string;
  heading: string;
  rows: Share[];
  testId: string;
}) {
  return (
    <table className="table table-sm mb-0" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col" className="text-end">
            Pedidos
          </th>
          <th scope="col" className="text-end">
            Ventas
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{row.orders}</td>
            <td className="text-end">{formatPrice(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 14 days by channel (web, phone, WhatsApp, counter) and by payment method. */
export function SharesCard({ stats }: { stats: Pick<DashboardStats, 'byChannel' | 'byMethod'> }) {
  return (
    <div className="card">
      <div className="card-body">
        <h3 className="h5">Por canal y medio de pago, 14 días</h3>
        <div className="row g-3">
          <div className="col-12 col-md-6">
            <ShareTable
              caption="Pedidos y ventas por canal, últimos 14 días"
              heading="Canal"
              testId="stats-by-channel"
              rows={stats.byChannel.map((row) => ({ ...row, label: CHANNEL_LABELS[row.channel] }))}
            />
          </div>
          <div className="col-12 col-md-6">
            <ShareTable
              caption="Pedidos y ventas por medio de pago, últimos 14 días"
              heading="Medio de pago"
              testId="stats-by-method"
              rows={stats.byMethod.map((row) => ({ ...row, label: PAYMENT_METHOD_LABELS[row.method] }))}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
