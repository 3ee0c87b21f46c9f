import { useState, type FormEvent } from 'react';
import type { StoreStatus } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { useSetCashOnPickup } from './api';
import { parsePesos } from './pesos-input';

const TEXT = {
  title: 'Efectivo al retirar',
  offer: 'Ofrecer Pagar en efectivo al retirar en la web',
  help: 'Sólo a cuentas con el email confirmado y sin dos pedidos no retirados.',
  max: 'Total máximo en efectivo',
  save: 'Guardar',
  saved: 'Guardado',
  failed: 'No se pudo guardar.',
} as const;

/** The owner's offer of cash at pickup on the storefront, up to a total (admin only). */
export function CashOnPickupForm() {
  const store = useStoreStatus();
  if (!store.data) return null;
  return <OfferForm initial={store.data} />;
}

function OfferForm({ initial }: { initial: StoreStatus }) {
  const save = useSetCashOnPickup();
  const [offered, setOffered] = useState(initial.cashOnPickup);
  const [max, setMax] = useState(String(initial.cashMaxTotal));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ cashOnPickup: offered, cashMaxTotal: parsePesos(max) });
  };
  return (
    <section className="card mb-3" aria-labelledby="cash-on-pickup">
      <form className="card-body" onSubmit={submit}>
        <h2 id="cash-on-pickup" className="h5">
          {TEXT.title}
        </h2>
        <div className="form-check form-switch mb-1">
          <input
            id="cash-on-pickup-offer"
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={offered}
            onChange={(event) => setOffered(event.target.checked)}
          />
          <label htmlFor="cash-on-pickup-offer" className="form-check-label">
            {TEXT.offer}
          </label>
        </div>
        <p className="small text-body-secondary">{TEXT.help}</p>
        <div className="row g-2 align-items-end">
          <div className="col-sm-6">
            <label htmlFor="cash-on-pickup-max" className="form-label">
              {TEXT.max}
            </label>
            <div className="input-group">
              <span className="input-group-text">$</span>
              <input
                id="cash-on-pickup-max"
                inputMode="decimal"
                required
                className="form-control"
                value={max}
                onChange={(event) => setMax(event.target.value)}
              />
            </div>
          </div>
          <div className="col-sm-6">
            <button type="submit" className="btn btn-outline-dark" disabled={save.isPending}>
              {TEXT.save}
            </button>
          </div>
        </div>
        {save.isSuccess && (
          <p className="text-success mt-2 mb-0" role="status">
            {TEXT.saved}
          </p>
        )}
        {save.isError && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {errorText(save.error, TEXT.failed)}
          </p>
        )}
      </form>
    </section>
  );
}
