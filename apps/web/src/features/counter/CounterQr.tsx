import { errorText } from '#api/client';
import type { StaffOrder } from './api/staff-order';
import { usePaymentsMode, useQrState, useSimulateQr } from './api/staff-qr';
import { COUNTER_TEXT } from './messages';

type Qr = NonNullable<StaffOrder['qr']>;

/**
 * The counter's QR (MercadoPago's Orders API) for the customer to scan from the staff's screen, or
 * the Point terminal it went to; the screen turns to Pagado when MercadoPago tells the server. On
 * the sandbox, Simular pago stands in for the customer's phone.
 */
export function CounterQr({ qr, owed }: { qr: Qr; owed: string | null }) {
  const state = useQrState(qr.id);
  const simulate = useSimulateQr(qr.id);
  const mode = usePaymentsMode();
  const paid = state.data?.status === 'pagado';
  if (paid) {
    return (
      <p className="fs-4 fw-bold text-success mb-2" data-testid="counter-qr-paid">
        {COUNTER_TEXT.qrPaid(state.data?.number ?? null)}
      </p>
    );
  }
  return (
    <div className="counter-qr mb-3">
      {owed && (
        <p className="fw-bold fs-5 mb-2" data-testid="counter-owed">
          {owed}
        </p>
      )}
      {qr.image ? (
        <>
          <p className="mb-2 fw-semibold">{COUNTER_TEXT.qrScan}</p>
          <img className="counter-qr__image" src={qr.image} alt={COUNTER_TEXT.qrAlt} width={320} height={320} />
        </>
      ) : (
        <p className="mb-2 fw-semibold">{COUNTER_TEXT.qrTerminal(qr.terminal ?? '')}</p>
      )}
      <p className="text-body-secondary mb-2" aria-live="polite">
        {COUNTER_TEXT.qrWaiting}
      </p>
      {mode.data?.mode === 'sandbox' && (
        <button
          type="button"
          className="btn btn-warning btn-lg"
          disabled={simulate.isPending}
          onClick={() => simulate.mutate()}
        >
          {COUNTER_TEXT.simulate}
        </button>
      )}
      {simulate.isError && (
        <p className="text-danger mt-2" role="alert">
          {errorText(simulate.error, COUNTER_TEXT.failed)}
        </p>
      )}
    </div>
  );
}
