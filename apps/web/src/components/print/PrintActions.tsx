import { useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Order } from '@burgers/domain/types';
import { PRINT_TEXT } from './messages';
import type { TicketKind } from './print-order';

interface PrintActionsProps {
  order: Order;
  /** Which tickets to offer: the kitchen needs its comanda, the counter both. */
  kinds?: readonly TicketKind[];
  size?: 'sm' | 'lg';
  className?: string;
}

/** `Imprimir comanda` and `Imprimir ticket` for one order. */
export function PrintActions({ order, kinds = ['comanda', 'ticket'], size = 'sm', className = '' }: PrintActionsProps) {
  const [busy, setBusy] = useState<TicketKind | null>(null);
  const print = (kind: TicketKind) => {
    setBusy(kind);
    // The layouts and their stylesheet load on the first print, not with the page.
    import('./print-order')
      .then(({ printOrder }) => printOrder(kind, order))
      .catch((error: unknown) => console.error(PRINT_TEXT.printFailed, error))
      .finally(() => setBusy(null));
  };
  return (
    <div className={`print-actions d-flex flex-wrap gap-2 ${className}`}>
      {kinds.map((kind) => (
        <Button key={kind} variant="outline-dark" size={size} disabled={busy !== null} onClick={() => print(kind)}>
          {kind === 'comanda' ? PRINT_TEXT.printKitchen : PRINT_TEXT.printCustomer}
        </Button>
      ))}
    </div>
  );
}
