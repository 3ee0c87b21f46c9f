import { STORE_ADDRESS } from '@burgers/domain/constants';
import { owedText } from '@burgers/domain/counter';
import { formatTotal } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import { DeliveryInfo } from '#components/DeliveryInfo';
import { PRINT_TEXT } from './messages';
import { dateTimeAt, lineNote, lineOptions } from './order-extras';

export interface PaymentTerms {
  installments: number;
  installmentAmount: number;
}

interface CustomerTicketProps {
  order: Order;
  terms: PaymentTerms | null;
  /** The QR code to the purchase detail: SVG markup the server drew with `qrcode` from its own URL. */
  qrSvg: string;
}

/** The customer's ticket, for the bag: the shop, the number, where it goes, the lines with prices, the total. */
export function CustomerTicket({ order, terms, qrSvg }: CustomerTicketProps) {
  const note = order.data.metadata.note.trim();
  return (
    <article className="ticket ticket--customer" aria-label={PRINT_TEXT.customerTicket}>
      <p className="ticket__shop">{PRINT_TEXT.shopName}</p>
      <p className="ticket__address">{STORE_ADDRESS}</p>
      <p className="ticket__order">{PRINT_TEXT.orderNumber(order.number ?? order.purchaseId)}</p>
      <p className="ticket__meta">{dateTimeAt(order.createdAt)}</p>
      {/* For the bag that goes out: where to, and the window the customer was promised. */}
      <DeliveryInfo order={order} className="ticket__delivery" />
      <table className="ticket__table">
        <tbody>
          {order.lines.map((line) => {
            const options = [
              ...(line.base ? [line.base, ...line.ingredients.map((i) => i.name)] : []),
              ...lineOptions(line),
            ];
            const itemNote = lineNote(line);
            return (
              <tr key={line.id}>
                <td>
                  {line.quantity} × {line.title}
                  {options.length > 0 && <span className="ticket__small"> ({options.join(', ')})</span>}
                  {itemNote && <span className="ticket__small"> – {itemNote}</span>}
                </td>
                <td className="ticket__amount">{formatTotal(line.unit_price * line.quantity)}</td>
              </tr>
            );
          })}
          {order.discounts.map((discount) => (
            <tr key={`${discount.code}:${discount.name ?? ''}`}>
              <td>{discount.name ?? (discount.code ? PRINT_TEXT.coupon(discount.code) : PRINT_TEXT.discount)}</td>
              <td className="ticket__amount">-{formatTotal(discount.amount)}</td>
            </tr>
          ))}
          <tr className="ticket__total">
            <td>{PRINT_TEXT.total}</td>
            <td className="ticket__amount">{formatTotal(order.data.transaction_amount)}</td>
          </tr>
        </tbody>
      </table>
      {terms && terms.installments > 1 && (
        <p className="ticket__meta">
          {PRINT_TEXT.installments(terms.installments, formatTotal(terms.installmentAmount))}
        </p>
      )}
      {note && <p className="ticket__small">{PRINT_TEXT.orderNote(note)}</p>}
      {/* Cash owed at pickup: what to charge, the note it is paid with and the change. */}
      {order.payment.status === 'a_cobrar' && (
        <p className="ticket__note" data-testid="ticket-owed">
          {owedText(order.payment, order.data.transaction_amount)}
        </p>
      )}
      {order.simulated && <p className="ticket__simulated">{PRINT_TEXT.simulated}</p>}
      {/* The shop's own server drew it from the purchase's address: no user text reaches it. */}
      {qrSvg && <div className="ticket__qr" dangerouslySetInnerHTML={{ __html: qrSvg }} />}
      <p className="ticket__small ticket__center">{PRINT_TEXT.scan}</p>
      <p className="ticket__center">{PRINT_TEXT.thanks}</p>
    </article>
  );
}
