import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { InboxMessage } from '@burgers/domain/schemas/inbox-response';
import { EmptyState } from '#components/EmptyState';
import { PageHeader } from '#components/PageHeader';
import { Pager } from '#components/Pager';
import { inboxQuery, useMarkRead } from './api/messages';
import './admin-messages.scss';

const dateFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: 'America/Argentina/Buenos_Aires',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** One message: its heading opens it (and marks it read), the body offers the reply. */
function MessageItem({ message }: { message: InboxMessage }) {
  const markRead = useMarkRead();
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <li className={`inbox-item card ${message.read ? '' : 'inbox-item--unread'}`.trim()} data-testid="inbox-item">
      <details
        onToggle={(event) => {
          if (event.currentTarget.open && !message.read && !markRead.isPending) markRead.mutate(message.id);
        }}
      >
        <summary className="inbox-item__summary">
          <span className="inbox-item__subject">{message.subject}</span>
          <span className="inbox-item__from">
            {message.name} {message.surname}
          </span>
          <span className="inbox-item__date">{dateFormat.format(new Date(message.createdAt))}</span>
          {!message.read && <span className="visually-hidden">(sin leer)</span>}
        </summary>
        <div className="inbox-item__body">
          <p className="inbox-item__contact">
            <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
            <a href={`tel:${message.telephone}`}>{message.telephone}</a>
          </p>
          <p className="inbox-item__text">{message.message}</p>
          <a href={reply} className="btn btn-primary btn-sm">
            Responder
          </a>
        </div>
      </details>
    </li>
  );
}

/** /admin/mensajes: what visitors wrote from the contact page, newest first, unread in bold. */
export default function AdminMessagesPage() {
  const [page, setPage] = useState(1);
  const { data, isError } = useQuery(inboxQuery(page));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <PageHeader
        kicker="Panel Admin"
        title="Mensajes"
        subtitle={
          data
            ? `${data.unread === 1 ? '1 sin leer' : `${data.unread} sin leer`} de ${data.total}.`
            : 'Consultas del formulario de contacto.'
        }
      />
      <div className="container py-4 py-lg-5">
        {isError && <p className="text-danger">No se pudieron cargar los mensajes.</p>}
        {data && data.messages.length === 0 && (
          <EmptyState title="No hay mensajes" text="Cuando alguien escriba desde Contacto, lo vas a ver acá." />
        )}
        {data && data.messages.length > 0 && (
          <ul className="list-unstyled d-grid gap-2 mb-4">
            {data.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pages} onChange={setPage} label="Páginas de mensajes" />
      </div>
    </>
  );
}
