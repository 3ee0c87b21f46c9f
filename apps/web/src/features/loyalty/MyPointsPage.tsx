import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STORE_TIME_ZONE } from '@burgers/domain/constants';
import type { PointsView } from '@burgers/domain/schemas/loyalty';
import { pointsQuery } from '#api/rewards';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import './loyalty.scss';

const day = new Intl.DateTimeFormat('es-AR', { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });

const KIND_TEXT: Record<PointsView['history'][number]['kind'], string> = {
  earned: 'Ganaste',
  redeemed: 'Canjeaste',
  reversed: 'Devueltos',
  expired: 'Vencieron',
  adjusted: 'Ajuste',
};

const pointsText = (points: number) =>
  `${points > 0 ? '+' : ''}${points} ${Math.abs(points) === 1 ? 'punto' : 'puntos'}`;

/** /mis-puntos: the customer's balance, what expires next, the rewards and the history. */
export default function MyPointsPage() {
  const user = useSession((s) => s.user);
  const points = useQuery({ ...pointsQuery(user?.id ?? 0), enabled: user !== null });
  if (!user) return null;
  if (points.isPending) return <PageLoader />;
  if (points.isError)
    return <p className="container py-5">No pudimos cargar tus puntos. Intentá de nuevo más tarde.</p>;
  const { balance, nextExpiry, settings, rewards, history } = points.data;
  return (
    <>
      <PageHeader kicker="Tu cuenta" title="Mis puntos" subtitle={settings.enabled ? settings.rate : undefined} />
      <div className="container py-4 my-points">
        <section className="card card-body mb-4 text-center" aria-label="Saldo">
          <p className="my-points__balance mb-1" data-testid="points-balance">
            {balance} puntos
          </p>
          {nextExpiry && (
            <p className="text-body-secondary mb-0">
              {nextExpiry.points} vencen el {day.format(new Date(nextExpiry.at))}
            </p>
          )}
        </section>
        <h2 className="h4">Recompensas</h2>
        {rewards.length === 0 ? (
          <p className="text-body-secondary">Por ahora no hay recompensas.</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-4">
            {rewards.map((reward) => (
              <li
                key={reward.id}
                className="card card-body d-flex flex-row justify-content-between align-items-center gap-2"
              >
                <span className="fw-semibold">{reward.name}</span>
                <span className={balance >= reward.points ? 'badge text-bg-success' : 'badge text-bg-secondary'}>
                  {reward.points} puntos
                </span>
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to={PATHS.cart}>Canjealas en el carrito</Link>
        </p>
        <h2 className="h4">Historial</h2>
        {history.length === 0 ? (
          <p className="text-body-secondary">Todavía no tenés movimientos. Sumás puntos con cada pedido retirado.</p>
        ) : (
          <ul className="list-unstyled d-grid gap-2 mb-0">
            {history.map((entry) => (
              <li
                key={entry.id}
                className="card card-body py-2 d-flex flex-row justify-content-between gap-2"
                data-testid="points-entry"
              >
                <span>
                  <span className="fw-semibold">{KIND_TEXT[entry.kind]}</span>
                  {entry.orderNumber !== null && ` · Pedido #${entry.orderNumber}`}
                  {entry.reason && <span className="d-block small text-body-secondary">{entry.reason}</span>}
                  <span className="d-block small text-body-secondary">{day.format(new Date(entry.createdAt))}</span>
                </span>
                <span className={`text-nowrap fw-semibold ${entry.points >= 0 ? 'text-success' : 'text-danger'}`}>
                  {pointsText(entry.points)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {settings.enabled && (
          <p className="small text-body-secondary mt-4 mb-0">
            Ganás {settings.rate} pagados en productos, al retirar tu pedido. Los puntos vencen a los{' '}
            {settings.expiryMonths} meses.
          </p>
        )}
      </div>
    </>
  );
}
