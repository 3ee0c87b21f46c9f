import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { useSetPaused } from '#api/store-writes';
import { errorAlert } from '#lib/alerts';

const TEXT = {
  label: 'Pausar pedidos online',
  paused: 'Pedidos online en pausa: los clientes no pueden pagar hasta que la reanudes.',
  taking: 'Tomando pedidos online.',
  failed: 'No se pudo cambiar la pausa',
} as const;

/** The kitchen's and the owner's switch for when the kitchen is overwhelmed; its state is live for all staff. */
export function PauseOrdersSwitch({ className = '' }: { className?: string }) {
  const { data } = useStoreStatus();
  const setPaused = useSetPaused();
  // The new position shows at once, while the server confirms it.
  const [pending, setPending] = useState<boolean | null>(null);
  const paused = pending ?? data?.paused ?? false;
  return (
    <div className={`pause-switch card ${paused ? 'pause-switch--paused' : ''} ${className}`.trim()}>
      <div className="card-body d-flex flex-column gap-1">
        <Form.Check
          type="switch"
          role="switch"
          id="pause-orders"
          label={TEXT.label}
          checked={paused}
          disabled={!data}
          onChange={(event) => {
            if (pending !== null) return;
            const next = event.currentTarget.checked;
            setPending(next);
            setPaused.mutate(next, {
              onError: (error) => void errorAlert(errorText(error, TEXT.failed)),
              onSettled: () => setPending(null),
            });
          }}
        />
        <p className="mb-0 small" role="status" data-testid="pause-state">
          {data ? (paused ? TEXT.paused : TEXT.taking) : '…'}
        </p>
      </div>
    </div>
  );
}
