import { useQuery } from '@tanstack/react-query';
import { audienceQuery } from './api/audience';

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const subscribersText = (count: number) =>
  count === 1 ? 'Se enviará a 1 suscriptor.' : `Se enviará a ${count} suscriptores.`;

/** Before sending: how many will receive it. */
export function AudienceCount() {
  const { data } = useQuery(audienceQuery);
  return (
    <p className="alert alert-info mb-4" role="status" data-testid="newsletter-audience">
      {data ? subscribersText(data.subscribers) : 'Contando suscriptores…'}
    </p>
  );
}

/** The newsletters already sent: date, title and recipients. */
export function SentList() {
  const { data } = useQuery(audienceQuery);
  return (
    <section className="mt-5" aria-labelledby="sent-title">
      <h2 id="sent-title" className="h4">
        Enviados
      </h2>
      {data && data.sent.length === 0 && <p className="text-body-secondary">Todavía no se envió ninguna novedad.</p>}
      {data && data.sent.length > 0 && (
        <div className="table-responsive">
          <table className="table table-sm align-middle" data-testid="sent-list">
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Título</th>
                <th scope="col" className="text-end">
                  Destinatarios
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sent.map((issue) => (
                <tr key={issue.id}>
                  <td>{dateFormat.format(new Date(issue.sentAt))}</td>
                  <td>{issue.title}</td>
                  <td className="text-end">{issue.recipients}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
