import { pesosText } from '@burgers/domain/counter';
import { useLastOrder, type CustomerLookup, type LastOrderOffer as Offer } from './api/last-order';
import { COUNTER_TEXT } from './messages';

const storeDay = (iso: string) =>
  new Date(iso).toLocaleDateString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
  });

/** A customer known by phone or email, offered with their last order (`Repetir último pedido`). */
export function LastOrderOffer({
  lookup,
  onRepeat,
}: {
  lookup: CustomerLookup | null;
  onRepeat: (offer: Offer) => void;
}) {
  const last = useLastOrder(lookup);
  const offer = last.data;
  if (!lookup || !offer) return null;
  const number = offer.order.number === null ? '' : ` #${offer.order.number}`;
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 mt-2 mb-0" data-testid="last-order">
      <span className="flex-grow-1">
        {COUNTER_TEXT.lastOrder(
          offer.customer.name,
          number,
          storeDay(offer.order.paidAt),
          pesosText(offer.order.total),
        )}
      </span>
      <button type="button" className="btn btn-primary" onClick={() => onRepeat(offer)}>
        {COUNTER_TEXT.repeat}
      </button>
    </div>
  );
}
