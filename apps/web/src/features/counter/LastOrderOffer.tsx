import { useState } from 'react';
import { pesosText } from '@burgers/domain/counter';
import { repeatEarlierOrder, useLastOrder, type CustomerLookup, type RepeatChoice } from './api/last-order';
import { COUNTER_TEXT } from './messages';

const storeDay = (iso: string) =>
  new Date(iso).toLocaleDateString('es-AR', {
    timeZone: 'America/Argentina/Buenos_Aires',
    day: '2-digit',
    month: '2-digit',
  });

const numberText = (number: number | null) => (number === null ? '' : ` #${number}`);

/**
 * A customer known by phone or email, offered with their last order (`Repetir último pedido`) and the
 * few before it (`Repetir pedido` on each).
 */
export function LastOrderOffer({
  lookup,
  onRepeat,
}: {
  lookup: CustomerLookup | null;
  onRepeat: (choice: RepeatChoice) => void;
}) {
  const last = useLastOrder(lookup);
  const [failed, setFailed] = useState(false);
  const offer = last.data;
  if (!lookup || !offer) return null;
  const name = offer.customer.name;
  const repeatEarlier = (purchaseId: string) => {
    setFailed(false);
    repeatEarlierOrder(purchaseId, name).then(onRepeat, () => setFailed(true));
  };
  return (
    <div className="alert alert-info mt-2 mb-0" data-testid="last-order">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="flex-grow-1">
          {COUNTER_TEXT.lastOrder(
            name,
            numberText(offer.order.number),
            storeDay(offer.order.paidAt),
            pesosText(offer.order.total),
          )}
        </span>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => onRepeat({ customerName: name, cart: offer.cart, missing: offer.missing })}
        >
          {COUNTER_TEXT.repeat}
        </button>
      </div>
      {offer.earlier.length > 0 && (
        <ul className="list-unstyled mb-0 mt-2 small" data-testid="earlier-orders">
          {offer.earlier.map((order) => (
            <li key={order.purchaseId} className="d-flex flex-wrap align-items-center gap-2 mt-1">
              <span className="flex-grow-1">
                {COUNTER_TEXT.earlierOrder(numberText(order.number), storeDay(order.paidAt), pesosText(order.total))}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => repeatEarlier(order.purchaseId)}
              >
                {COUNTER_TEXT.repeatEarlier}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          {COUNTER_TEXT.repeatFailed}
        </p>
      )}
    </div>
  );
}
