import type { Order } from '@burgers/domain/types';
import { PRINT_TEXT } from './messages';
import { clockAt, lineNote, lineOptions, promisedTime } from './order-extras';
import { DeliveryInfo, linesToCook } from '../DeliveryInfo';

/**
 * The comanda: what the cook reads from the rail. The number as large as the paper allows, when it
 * was paid and for when it is promised, each line quantity first with its recipe, options and
 * notes, then the order's note. No prices: the kitchen does not charge.
 */
export function KitchenTicket({ order }: { order: Order }) {
  const promised = promisedTime(order);
  const note = order.data.metadata.note.trim();
  return (
    <article className="ticket ticket--kitchen" aria-label={PRINT_TEXT.kitchenTicket}>
      <p className="ticket__kicker">{PRINT_TEXT.kitchenTicket}</p>
      <p className="ticket__number">{order.number === null ? order.purchaseId : `#${order.number}`}</p>
      <p className="ticket__meta">
        {PRINT_TEXT.paidAt} {clockAt(order.createdAt)}
      </p>
      {promised && <p className="ticket__promised">{PRINT_TEXT.promisedAt(promised)}</p>}
      <DeliveryInfo order={order} className="ticket__delivery" />
      <ul className="ticket__lines">
        {linesToCook(order).map((line) => {
          const options = lineOptions(line);
          const itemNote = lineNote(line);
          return (
            <li key={line.id} className="ticket__line">
              <p className="ticket__line-title">
                <span className="ticket__qty">{line.quantity} ×</span> {line.title}
              </p>
              {line.base && (
                <ul className="ticket__details">
                  <li>{line.base}</li>
                  {line.ingredients.map((ingredient) => (
                    <li key={ingredient.name}>
                      {ingredient.name}
                      {ingredient.quantity > 1 ? ` × ${ingredient.quantity}` : ''}
                    </li>
                  ))}
                </ul>
              )}
              {options.length > 0 && (
                <ul className="ticket__details">
                  {options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              )}
              {itemNote && <p className="ticket__item-note">{PRINT_TEXT.itemNote(itemNote)}</p>}
            </li>
          );
        })}
      </ul>
      {note && <p className="ticket__note">{PRINT_TEXT.orderNote(note)}</p>}
    </article>
  );
}
