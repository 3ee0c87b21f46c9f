import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatPrice } from '@burgers/domain/pricing';
import { shortDay, statsQuery } from './api/stats';
import { SharesCard } from './SharesCard';
import { SlotsChart } from './SlotsChart';

// chart.js loads after the figures, only on this page.
const SalesChart = lazy(() => import('./SalesChart'));

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="dashboard-figure card h-100">
        <div className="card-body">
          <p className="dashboard-figure__label mb-1">{label}</p>
          <p className="dashboard-figure__value mb-0" data-testid={testId}>
            {value}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The owner's figures above the admin cards: today, the last 14 days, best sellers and kitchen time. */
export function Dashboard() {
  const { data, isError } = useQuery(statsQuery);
  if (isError) return <p className="text-danger">No se pudieron cargar las estadísticas.</p>;
  if (!data) return <p aria-busy="true">Cargando estadísticas…</p>;
  const minutes = data.averageMinutesToReady;
  return (
    <section className="dashboard mb-5" aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className="h3 mb-3">
        Cómo va el local
      </h2>
      <div className="row g-3 mb-4">
        <Figure label="Pedidos pagados hoy" value={String(data.today.orders)} testId="stat-orders" />
        <Figure label="Ventas de hoy" value={formatPrice(data.today.revenue)} testId="stat-revenue" />
        <Figure label="Ticket promedio" value={formatPrice(data.today.averageTicket)} testId="stat-ticket" />
        <Figure label="Esperando en cocina" value={String(data.waitingNow)} testId="stat-waiting" />
      </div>
      <div className="row g-4">
        <div className="col-12 col-xl-8">
          <div className="card">
            <div className="card-body">
              <h3 className="h5">Pedidos y ventas, últimos 14 días</h3>
              <Suspense fallback={<div className="sales-chart" />}>
                <SalesChart days={data.days} />
              </Suspense>
              <details className="mt-3">
                <summary>Ver los datos como tabla</summary>
                <div className="table-responsive">
                  <table className="table table-sm mt-2 mb-0">
                    <caption className="visually-hidden">Pedidos y ventas por día, últimos 14 días</caption>
                    <thead>
                      <tr>
                        <th scope="col">Día</th>
                        <th scope="col" className="text-end">
                          Pedidos
                        </th>
                        <th scope="col" className="text-end">
                          Ventas
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.days.map((day) => (
                        <tr key={day.date}>
                          <th scope="row">{shortDay(day.date)}</th>
                          <td className="text-end">{day.orders}</td>
                          <td className="text-end">{formatPrice(day.revenue)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </div>
          </div>
          <div className="mt-4">
            <SharesCard stats={data} />
          </div>
        </div>
        <div className="col-12 col-xl-4 d-flex flex-column gap-4">
          <div className="card">
            <div className="card-body">
              <h3 className="h5">Más vendidos, 30 días</h3>
              {data.topProducts.length === 0 ? (
                <p className="mb-0 text-body-secondary">Todavía no hay ventas.</p>
              ) : (
                <ol className="dashboard-top mb-0" data-testid="top-products">
                  {data.topProducts.map((product) => (
                    <li key={product.productId ?? 'custom'}>
                      <span>{product.name}</span>
                      <span className="text-body-secondary">
                        {product.quantity} u. · {formatPrice(product.revenue)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
          <div className="card">
            <div className="card-body">
              <h3 className="h5">Turnos de hoy</h3>
              <SlotsChart />
            </div>
          </div>
          <div className="card">
            <div className="card-body">
              <h3 className="h5">Del pago a Listo</h3>
              <p className="dashboard-figure__value mb-0" data-testid="stat-minutes">
                {minutes === null ? 'Sin datos' : `${minutes.toLocaleString('es-AR')} min`}
              </p>
              <p className="small text-body-secondary mb-0">Promedio de los últimos 30 días.</p>
            </div>
          </div>
          <div className="card">
            <div className="card-body">
              <h3 className="h5">Te extrañamos</h3>
              <p className="dashboard-figure__value mb-0" data-testid="stat-win-back">
                {data.winBack.sent} {data.winBack.sent === 1 ? 'enviado' : 'enviados'} · {data.winBack.cameBack}{' '}
                {data.winBack.cameBack === 1 ? 'volvió' : 'volvieron'}
              </p>
              <p className="small text-body-secondary mb-0">Clientes que volvieron a pedir con su cupón.</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
