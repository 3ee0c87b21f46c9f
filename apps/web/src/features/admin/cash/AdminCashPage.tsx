import { useState, type FormEvent } from 'react';
import { pesosText } from '@burgers/domain/counter';
import { todayInStore } from '@burgers/domain/coupons';
import { errorText } from '#api/client';
import { useSession } from '#stores/session';
import { useCashDay, useCloseCash } from './api';
import { CashDeskSettingsForm } from './CashDeskSettingsForm';
import { CashFloatForm } from './CashFloatForm';
import { CashOnPickupForm } from './CashOnPickupForm';
import { parsePesos } from './pesos-input';

const TEXT = {
  title: 'Caja del día',
  day: 'Día',
  byMethod: 'Cobrado por medio de pago',
  methods: { efectivo: 'Efectivo', qr: 'QR', mercadopago: 'Web', link: 'Links de pago' },
  openingFloat: 'Fondo inicial',
  cashIn: 'Efectivo cobrado',
  cashOut: 'Devoluciones en efectivo',
  expected: 'Efectivo esperado en la caja',
  owed: 'Pedidos en efectivo a cobrar',
  counted: 'Efectivo contado',
  note: 'Nota (opcional)',
  close: 'Cerrar caja',
  closedBy: (by: string, at: string) =>
    `Cerrada por ${by} el ${new Date(at).toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', hourCycle: 'h23' })}`,
  difference: 'Diferencia',
  failed: 'No se pudo cerrar la caja. Probá de nuevo.',
  loadFailed: 'No se pudo cargar la caja.',
} as const;

/** /admin/caja: what the day took in by method and the drawer's close with the amount counted. */
export default function AdminCashPage() {
  const [day, setDay] = useState(() => todayInStore(new Date()));
  const cash = useCashDay(day);
  const close = useCloseCash(day);
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const figures = cash.data;
  const isAdmin = useSession((s) => s.user?.role === 'admin');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate({ counted: parsePesos(counted), note });
  };

  return (
    <div className="container-xl py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3">{TEXT.title}</h1>
      <div className="mb-3" style={{ maxWidth: '14rem' }}>
        <label htmlFor="cash-day" className="form-label">
          {TEXT.day}
        </label>
        <input
          id="cash-day"
          type="date"
          className="form-control"
          value={day}
          onChange={(event) => event.target.value && setDay(event.target.value)}
        />
      </div>
      {cash.isError && <p className="alert alert-warning">{errorText(cash.error, TEXT.loadFailed)}</p>}
      {figures && (
        <>
          <section className="card mb-3" aria-labelledby="cash-methods">
            <div className="card-body">
              <h2 id="cash-methods" className="h5">
                {TEXT.byMethod}
              </h2>
              <dl className="row mb-0" data-testid="cash-methods">
                {(Object.keys(TEXT.methods) as Array<keyof typeof TEXT.methods>).map((method) => (
                  <div key={method} className="col-6 col-md-3">
                    <dt className="fw-normal text-body-secondary">{TEXT.methods[method]}</dt>
                    <dd className="fs-5 fw-semibold">{pesosText(figures.byMethod[method])}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
          <section className="card mb-3" aria-labelledby="cash-drawer">
            <div className="card-body">
              <h2 id="cash-drawer" className="h5">
                {TEXT.expected}
              </h2>
              <table className="table mb-0">
                <tbody>
                  <tr>
                    <th scope="row">{TEXT.openingFloat}</th>
                    <td className="text-end" data-testid="cash-float">
                      {pesosText(figures.openingFloat)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{TEXT.cashIn}</th>
                    <td className="text-end">+ {pesosText(figures.cashIn)}</td>
                  </tr>
                  <tr>
                    <th scope="row">{TEXT.cashOut}</th>
                    <td className="text-end">− {pesosText(figures.cashOut)}</td>
                  </tr>
                  <tr className="fw-bold">
                    <th scope="row">{TEXT.expected}</th>
                    <td className="text-end" data-testid="cash-expected">
                      {pesosText(figures.expected)}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">{TEXT.owed}</th>
                    <td className="text-end">{pesosText(figures.owed)}</td>
                  </tr>
                </tbody>
              </table>
              {!figures.closed && (
                <CashFloatForm day={day} current={figures.openingFloat} own={figures.openingFloatSet} />
              )}
            </div>
          </section>
          {figures.closed ? (
            <section className="alert alert-secondary" data-testid="cash-closed">
              <p className="fw-semibold mb-1">{TEXT.closedBy(figures.closed.by, figures.closed.at)}</p>
              <p className="mb-1">
                {TEXT.counted}: {pesosText(figures.closed.counted)} · {TEXT.difference}:{' '}
                {pesosText(figures.closed.difference)}
              </p>
              {figures.closed.note && <p className="mb-0">{figures.closed.note}</p>}
            </section>
          ) : (
            <form className="card card-body mb-3" onSubmit={submit}>
              <div className="row g-2">
                <div className="col-sm-5">
                  <label htmlFor="cash-counted" className="form-label">
                    {TEXT.counted}
                  </label>
                  <div className="input-group">
                    <span className="input-group-text">$</span>
                    <input
                      id="cash-counted"
                      inputMode="decimal"
                      required
                      className="form-control"
                      value={counted}
                      onChange={(event) => setCounted(event.target.value)}
                    />
                  </div>
                </div>
                <div className="col-sm-7">
                  <label htmlFor="cash-note" className="form-label">
                    {TEXT.note}
                  </label>
                  <input
                    id="cash-note"
                    className="form-control"
                    maxLength={500}
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </div>
              </div>
              {close.isError && (
                <p className="alert alert-danger mt-2 mb-0" role="alert">
                  {errorText(close.error, TEXT.failed)}
                </p>
              )}
              <button type="submit" className="btn btn-primary mt-3 align-self-start" disabled={close.isPending}>
                {TEXT.close}
              </button>
            </form>
          )}
        </>
      )}
      {isAdmin && <CashDeskSettingsForm />}
      {isAdmin && <CashOnPickupForm />}
    </div>
  );
}
