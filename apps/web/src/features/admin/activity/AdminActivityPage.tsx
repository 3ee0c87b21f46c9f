import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { ACTIVITY_PAGE_SIZE, STORE_TIME_ZONE } from '@burgers/domain/constants';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { Pager } from '#components/Pager';
import { activitySentence } from './activity-sentence';
import { activityQuery } from './api/activity';

const when = new Intl.DateTimeFormat('es-AR', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const KINDS = [
  { value: '', label: 'Todo' },
  { value: 'order', label: 'Pedidos y devoluciones' },
  { value: 'product', label: 'Productos' },
  { value: 'coupon', label: 'Cupones' },
  { value: 'user', label: 'Usuarios' },
  { value: 'store', label: 'Local' },
  { value: 'newsletter', label: 'Newsletter' },
];

/** /admin/actividad: who changed what and when, in sentences, newest first. */
export default function AdminActivityPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const activity = useQuery(activityQuery(page, action));
  const pages = activity.data ? Math.max(1, Math.ceil(activity.data.count / ACTIVITY_PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader kicker="Panel Admin" title="Actividad" subtitle="Quién cambió qué y cuándo." />
      <div className="container py-4 py-lg-5">
        <Form.Group controlId="activity-kind" className="mb-4" style={{ maxWidth: '20rem' }}>
          <Form.Label>Mostrar</Form.Label>
          <Form.Select
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            {KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {activity.isPending && <PageLoader />}
        {activity.isError && <p className="text-danger">No se pudo cargar la actividad.</p>}
        {activity.data && activity.data.rows.length === 0 && (
          <EmptyState title="Sin actividad" text="Cuando alguien del local cambie algo, lo vas a ver acá." />
        )}
        {activity.data && activity.data.rows.length > 0 && (
          <ol className="list-group mb-4" data-testid="activity-list">
            {activity.data.rows.map((row) => (
              <li key={row.id} className="list-group-item d-flex flex-column flex-sm-row gap-1 gap-sm-3">
                <time
                  dateTime={row.at}
                  className="text-body-secondary text-nowrap"
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                >
                  {when.format(new Date(row.at)).replace(',', '')}
                </time>
                <span>{activitySentence(row)}</span>
              </li>
            ))}
          </ol>
        )}
        <Pager page={page} pageCount={pages} onChange={setPage} label="Páginas de actividad" />
      </div>
    </>
  );
}
