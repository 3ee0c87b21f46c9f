import { useState } from 'react';
import { owedText } from '@burgers/domain/counter';
import type { StaffOrder } from './api/staff-order';
import { CounterQr } from './CounterQr';
import { COUNTER_TEXT } from './messages';

interface CounterResultProps {
  order: StaffOrder;
  onAnother: () => void;
}

/** What was taken: its number and what is owed, or the link to send (Copiar, Enviar por WhatsApp). */
export function CounterResult({ order, onAnother }: CounterResultProps) {
  const [copied, setCopied] = useState(false);
  const owed = owedText(order.payment, order.data.transaction_amount);
  const url = order.paymentUrl;
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="alert alert-success counter-result" role="status" aria-labelledby="counter-result-title">
      <h2 id="counter-result-title" className="h4">
        {COUNTER_TEXT.taken(order.number)}
      </h2>
      {order.customer[0] && <p className="mb-1">{order.customer[0].firstName}</p>}
      {owed && !order.qr && (
        <p className="fw-bold fs-5 mb-2" data-testid="counter-owed">
          {owed}
        </p>
      )}
      {order.qr && <CounterQr qr={order.qr} owed={owed} />}
      {url && (
        <div className="mb-2">
          <p className="mb-1">{COUNTER_TEXT.waitingPayment}</p>
          <input className="form-control mb-2" readOnly value={url} aria-label={COUNTER_TEXT.methods.link} />
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-outline-dark" onClick={() => void copy()}>
              {copied ? COUNTER_TEXT.copied : COUNTER_TEXT.copy}
            </button>
            <a
              className="btn btn-success"
              href={`https://wa.me/?text=${encodeURIComponent(COUNTER_TEXT.whatsAppText(url))}`}
              target="_blank"
              rel="noreferrer"
            >
              {COUNTER_TEXT.sendWhatsApp}
            </a>
            {url.includes('/api/sandbox/checkout/') && (
              <a className="btn btn-warning" href={url} target="_blank" rel="noreferrer">
                {COUNTER_TEXT.simulate}
              </a>
            )}
          </div>
        </div>
      )}
      <button type="button" className="btn btn-dark btn-lg" onClick={onAnother} autoFocus>
        {COUNTER_TEXT.another}
      </button>
    </section>
  );
}
