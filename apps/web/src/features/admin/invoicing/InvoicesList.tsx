import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { formatVoucherNumber } from '@burgers/domain/invoicing';
import { formatTotal } from '@burgers/domain/pricing';
import { INVOICES_PAGE_SIZE, type AdminInvoiceRow } from '@burgers/domain/schemas/invoicing';
import { useRetryVoucher } from '#api/invoices';
import { EmptyState } from '#components/EmptyState';
import { PageLoader } from '#components/PageLoader';
import { Pager } from '#components/Pager';
import { adminInvoicesQuery, downloadInvoicesCsv, type InvoiceFilters } from './api/invoicing';
import { INVOICING_TEXT as T } from './messages';

const NO_FILTERS: InvoiceFilters = { from: '', to: '', status: '', type: '' };
const TONE = { emitida: 'success', pendiente: 'warning', rechazada: 'danger' } as const;
const day = (iso: string | null) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

function VoucherRow({ row }: { row: AdminInvoiceRow }) {
  const retry = useRetryVoucher();
  const sign = row.type === 8 || row.type === 13 ? -1 : 1;
  return (
    <tr data-voucher={row.id}>
      <td data-label={T.date}>{day(row.issuedAt?.slice(0, 10) ?? null)}</td>
      <th scope="row" data-label={T.voucher}>
        {T.types[String(row.type) as keyof typeof T.types]}
        <span className="d-block small text-body-secondary">
          {row.number === null ? '—' : formatVoucherNumber(row.pointOfSale, row.number)}
        </span>
      </th>
      <td data-label={T.order}>{row.orderNumber === null ? row.purchaseId : `#${row.orderNumber}`}</td>
      <td data-label={T.cae}>{row.cae ?? '—'}</td>
      <td className="text-end" data-label={T.net}>
        {formatTotal(sign * row.net)}
      </td>
      <td className="text-end" data-label={T.vat}>
        {formatTotal(sign * row.vat)}
      </td>
      <td className="text-end" data-label={T.total}>
        {formatTotal(sign * row.total)}
      </td>
      <td data-label={T.status}>
        <span className={`badge text-bg-${TONE[row.status]}`}>{T.statuses[row.status]}</span>
        {row.status !== 'emitida' && row.message && <span className="d-block small">{row.message}</span>}
        {row.status !== 'emitida' && (
          <Button
            size="sm"
            variant="outline-secondary"
            className="mt-1"
            disabled={retry.isPending}
            onClick={() => retry.mutate(row.id)}
          >
            {T.retry}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** The accountant's view: vouchers by date, type and status, the filter's totals and its CSV. */
export function InvoicesList() {
  const [filters, setFilters] = useState<InvoiceFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const list = useQuery(adminInvoicesQuery(filters, page));
  const change = (next: InvoiceFilters) => {
    setFilters(next);
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.count / INVOICES_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="h3 mb-3">
        {T.listTitle}
      </h2>
      <Form className="card card-body shadow-sm mb-3" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="row g-3 align-items-end">
          <Form.Group className="col-6 col-lg-3" controlId="invoices-from">
            <Form.Label>{T.from}</Form.Label>
            <Form.Control
              type="date"
              value={filters.from}
              onChange={(e) => change({ ...filters, from: e.target.value })}
            />
          </Form.Group>
          <Form.Group className="col-6 col-lg-3" controlId="invoices-to">
            <Form.Label>{T.to}</Form.Label>
            <Form.Control type="date" value={filters.to} onChange={(e) => change({ ...filters, to: e.target.value })} />
          </Form.Group>
          <Form.Group className="col-6 col-lg-3" controlId="invoices-type">
            <Form.Label>{T.type}</Form.Label>
            <Form.Select
              value={filters.type}
              onChange={(e) => change({ ...filters, type: e.target.value as InvoiceFilters['type'] })}
            >
              <option value="">{T.allTypes}</option>
              {Object.entries(T.types).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="col-6 col-lg-3" controlId="invoices-status">
            <Form.Label>{T.status}</Form.Label>
            <Form.Select
              value={filters.status}
              onChange={(e) => change({ ...filters, status: e.target.value as InvoiceFilters['status'] })}
            >
              <option value="">{T.allStatuses}</option>
              {Object.entries(T.statuses).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
      </Form>

      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0 fw-semibold" aria-live="polite">
          {list.data ? T.count(list.data.count) : ''}
        </p>
        <Button
          variant="outline-primary"
          onClick={() => {
            setDownloadFailed(false);
            downloadInvoicesCsv(filters).catch(() => setDownloadFailed(true));
          }}
        >
          {T.download}
        </Button>
      </div>
      {downloadFailed && (
        <p className="alert alert-warning" role="alert">
          {T.downloadFailed}
        </p>
      )}
      {list.isPending && <PageLoader />}
      {list.isError && <p className="text-danger">{T.loadFailed}</p>}
      {list.data && list.data.rows.length === 0 && <EmptyState title={T.emptyTitle} text={T.emptyText} />}
      {list.data && list.data.rows.length > 0 && (
        // Scrolls sideways on a narrow screen: reachable by keyboard, named for screen readers.
        <div className="card shadow-sm mb-3 table-responsive" tabIndex={0} role="region" aria-label={T.listTitle}>
          <table className="table align-middle mb-0 invoices-table">
            <caption className="visually-hidden">{T.listTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.voucher}</th>
                <th scope="col">{T.order}</th>
                <th scope="col">{T.cae}</th>
                <th scope="col" className="text-end">
                  {T.net}
                </th>
                <th scope="col" className="text-end">
                  {T.vat}
                </th>
                <th scope="col" className="text-end">
                  {T.total}
                </th>
                <th scope="col">{T.status}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((row) => (
                <VoucherRow key={row.id} row={row} />
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold" data-testid="invoice-totals">
                <th scope="row" colSpan={4}>
                  {T.totals}
                </th>
                <td className="text-end">{formatTotal(list.data.totals.net)}</td>
                <td className="text-end">{formatTotal(list.data.totals.vat)}</td>
                <td className="text-end">{formatTotal(list.data.totals.total)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <Pager page={page} pageCount={pages} onChange={setPage} label={T.listTitle} />
    </section>
  );
}
