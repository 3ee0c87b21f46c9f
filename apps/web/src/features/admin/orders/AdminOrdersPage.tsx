import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import {
  ORDER_CHANNELS,
  ORDER_STATES,
  PAYMENT_METHODS,
  type OrderChannel,
  type OrderState,
  type PaymentMethod,
} from '@burgers/domain/constants';
import { CHANNEL_LABELS, PAYMENT_METHOD_LABELS } from '@burgers/domain/counter';
import { formatTotal } from '@burgers/domain/pricing';
import { ADMIN_ORDERS_PAGE_SIZE } from '@burgers/domain/schemas/desk';
import { EmptyState } from '#components/EmptyState';
import { InvoiceCell } from '#components/invoice/InvoiceActions';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { Pager } from '#components/Pager';
import { deskOrdersQuery, type DeskFilters } from './api/admin-orders';
import { downloadOrdersCsv } from './api/orders-csv';
import { deskDateTime, orderLabel } from './format';
import { DESK_TEXT, STATE_TONE } from './messages';
import { OrderDetailModal } from './OrderDetailModal';
import './admin-orders.scss';

const NO_FILTERS: DeskFilters = { q: '', from: '', to: '', status: '', channel: '', method: '' };

/** /admin/pedidos: the orders desk. Find any paid order, open it, give money back. */
export default function AdminOrdersPage() {
  const [draft, setDraft] = useState<DeskFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<DeskFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const orders = useQuery(deskOrdersQuery(filters, page));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.count / ADMIN_ORDERS_PAGE_SIZE)) : 1;

  const apply = (next: DeskFilters) => {
    setFilters(next);
    setPage(1);
  };
  /** Dates and the state apply at once; the search waits for Enter or the button. */
  const change = (next: DeskFilters) => {
    setDraft(next);
    apply(next);
  };
  const download = () => {
    setDownloadFailed(false);
    downloadOrdersCsv(filters).catch(() => setDownloadFailed(true));
  };

  return (
    <>
      <PageHeader kicker={DESK_TEXT.kicker} title={DESK_TEXT.title} subtitle={DESK_TEXT.subtitle} />
      <div className="container py-4 py-lg-5 desk-page">
        <Form
          className="desk-filters card card-body shadow-sm mb-4"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <div className="row g-3 align-items-end">
            <Form.Group className="col-12 col-lg-4" controlId="desk-q">
              <Form.Label>{DESK_TEXT.search}</Form.Label>
              <Form.Control
                type="search"
                placeholder={DESK_TEXT.searchPlaceholder}
                value={draft.q}
                onChange={(event) => setDraft({ ...draft, q: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-6 col-lg-2" controlId="desk-from">
              <Form.Label>{DESK_TEXT.from}</Form.Label>
              <Form.Control
                type="date"
                value={draft.from}
                onChange={(event) => change({ ...draft, from: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-6 col-lg-2" controlId="desk-to">
              <Form.Label>{DESK_TEXT.to}</Form.Label>
              <Form.Control
                type="date"
                value={draft.to}
                onChange={(event) => change({ ...draft, to: event.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-12 col-sm-6 col-lg-2" controlId="desk-status">
              <Form.Label>{DESK_TEXT.status}</Form.Label>
              <Form.Select
                value={draft.status}
                onChange={(event) => change({ ...draft, status: event.target.value as OrderState | '' })}
              >
                <option value="">{DESK_TEXT.allStates}</option>
                {ORDER_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6 col-lg-2" controlId="desk-channel">
              <Form.Label>{DESK_TEXT.channel}</Form.Label>
              <Form.Select
                value={draft.channel}
                onChange={(event) => change({ ...draft, channel: event.target.value as OrderChannel | '' })}
              >
                <option value="">{DESK_TEXT.allChannels}</option>
                {ORDER_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {CHANNEL_LABELS[channel]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6 col-lg-2" controlId="desk-method">
              <Form.Label>{DESK_TEXT.method}</Form.Label>
              <Form.Select
                value={draft.method}
                onChange={(event) => change({ ...draft, method: event.target.value as PaymentMethod | '' })}
              >
                <option value="">{DESK_TEXT.allMethods}</option>
                {PAYMENT_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {PAYMENT_METHOD_LABELS[method]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <div className="col-12 col-sm-6 col-lg-2 d-flex gap-2">
              <Button type="submit" className="flex-grow-1">
                {DESK_TEXT.search}
              </Button>
              <Button variant="outline-secondary" onClick={() => change(NO_FILTERS)}>
                {DESK_TEXT.clear}
              </Button>
            </div>
          </div>
        </Form>

        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
          <p className="mb-0 fw-semibold" aria-live="polite">
            {orders.data ? DESK_TEXT.count(orders.data.count) : ''}
          </p>
          <Button variant="outline-primary" onClick={download}>
            {DESK_TEXT.download}
          </Button>
        </div>
        {downloadFailed && (
          <p className="alert alert-warning" role="alert">
            {DESK_TEXT.downloadFailed}
          </p>
        )}

        {orders.isPending && <PageLoader />}
        {orders.isError && <p className="text-danger">{DESK_TEXT.loadFailed}</p>}
        {orders.data && orders.data.rows.length === 0 && (
          <EmptyState title={DESK_TEXT.emptyTitle} text={DESK_TEXT.emptyText} />
        )}
        {orders.data && orders.data.rows.length > 0 && (
          <div className="card shadow-sm mb-4 desk-panel">
            <table className="table desk-table align-middle mb-0">
              <caption className="visually-hidden">{DESK_TEXT.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{DESK_TEXT.number}</th>
                  <th scope="col">{DESK_TEXT.date}</th>
                  <th scope="col">{DESK_TEXT.customer}</th>
                  <th scope="col">{DESK_TEXT.items}</th>
                  <th scope="col" className="text-end">
                    {DESK_TEXT.total}
                  </th>
                  <th scope="col" className="text-end">
                    {DESK_TEXT.refunded}
                  </th>
                  <th scope="col">{DESK_TEXT.status}</th>
                  <th scope="col">{DESK_TEXT.invoice}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.rows.map((order) => (
                  <tr key={order.purchaseId} data-order={order.purchaseId}>
                    <th scope="row" data-label={DESK_TEXT.number}>
                      <button
                        type="button"
                        className="btn btn-link p-0 fw-bold desk-table__open"
                        aria-label={DESK_TEXT.open(orderLabel(order))}
                        onClick={() => setOpen(order.purchaseId)}
                      >
                        {orderLabel(order)}
                      </button>
                    </th>
                    <td data-label={DESK_TEXT.date} className="text-nowrap">
                      {deskDateTime(order.createdAt)}
                    </td>
                    <td data-label={DESK_TEXT.customer}>
                      {order.customer.map((c) => `${c.firstName} ${c.lastName}`).join(', ')}
                      <span className="d-block small text-body-secondary">{order.email}</span>
                    </td>
                    <td data-label={DESK_TEXT.items}>
                      {order.lines.map((line) => `${line.quantity} × ${line.title}`).join(', ')}
                    </td>
                    <td data-label={DESK_TEXT.total} className="text-end text-nowrap">
                      {formatTotal(order.data.transaction_amount)}
                    </td>
                    <td data-label={DESK_TEXT.refunded} className="text-end text-nowrap">
                      {order.refundedAmount > 0 ? formatTotal(order.refundedAmount) : '—'}
                    </td>
                    <td data-label={DESK_TEXT.status}>
                      <span className={`badge ${STATE_TONE[order.status]}`}>{order.status}</span>
                    </td>
                    <td data-label={DESK_TEXT.invoice}>
                      <InvoiceCell purchaseId={order.purchaseId} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pager page={page} pageCount={pages} onChange={setPage} label={DESK_TEXT.pages} />
      </div>
      <OrderDetailModal purchaseId={open} onClose={() => setOpen(null)} />
    </>
  );
}
