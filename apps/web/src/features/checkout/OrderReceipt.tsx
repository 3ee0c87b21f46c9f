import type { ReactNode } from 'react';
import { formatTotal } from '@burgers/domain/pricing';
import type { Order } from '@burgers/domain/types';
import { LineOptions } from '#components/LineOptions';
import { OrderLineRecipe } from '#components/OrderLineRecipe';
import { CHECKOUT_TEXT } from './messages';

/**
 * The paid order line by line as the cart showed it: each line at its list price (a custom
 * burger with its base and ingredients), each coupon's discount with its code, the note and the total.
 */
export function OrderReceipt({ order }: { order: Order }) {
  const note = order.data.metadata.note.trim();
  return (
    <ReceiptTable total={order.data.transaction_amount}>
      {order.lines.map((line, index) => (
        <tr key={`${line.id}-${index}`}>
          <th scope="row">
            <span className="fw-semibold">
              {line.quantity} × {line.title}
            </span>
            <OrderLineRecipe line={line} className="purchase-items__recipe small text-body-secondary mb-0" />
            <LineOptions options={line.options} note={line.note} className="text-body-secondary" />
            <span className="d-block small text-body-secondary">
              {line.quantity} × {formatTotal(line.unit_price)}
            </span>
          </th>
          <td className="text-end text-nowrap">{formatTotal(line.unit_price * line.quantity)}</td>
        </tr>
      ))}
      {order.discounts.map((discount) => (
        <tr key={`${discount.code}:${discount.name ?? ''}`} className="purchase-items__discount">
          <th scope="row">
            {discount.name ??
              (discount.code ? `${CHECKOUT_TEXT.couponDiscount} ${discount.code}` : CHECKOUT_TEXT.discount)}
          </th>
          <td className="text-end text-nowrap">-{formatTotal(discount.amount)}</td>
        </tr>
      ))}
      {note && (
        <tr>
          <th scope="row" colSpan={2} className="purchase-items__note">
            <span className="fw-semibold">{CHECKOUT_TEXT.noteLabel}:</span> {note}
          </th>
        </tr>
      )}
    </ReceiptTable>
  );
}

/** A purchase's table: a row per line or discount (the children), then the total paid. */
export function ReceiptTable({ total, children }: { total: number; children: ReactNode }) {
  return (
    <table className="table align-middle mb-0 purchase-items">
      <thead>
        <tr>
          <th scope="col">{CHECKOUT_TEXT.product}</th>
          <th scope="col" className="text-end">
            {CHECKOUT_TEXT.lineTotal}
          </th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
      <tfoot>
        <tr>
          <th scope="row">{CHECKOUT_TEXT.total}</th>
          <td className="text-end text-nowrap fs-5 fw-semibold" data-testid="purchase-total">
            {formatTotal(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
