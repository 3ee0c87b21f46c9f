import { useState } from 'react';
import { BUSY_MINUTES_CHOICES } from '@burgers/domain/pickup-slots';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { useSetBusy } from '#api/store-writes';
import { errorAlert } from '#lib/alerts';

const TEXT = {
  title: 'Demora',
  normal: 'Normal',
  extra: (minutes: number) => `+${minutes}`,
  extraLabel: (minutes: number) => `${minutes} minutos más`,
  help: 'Minutos extra para los pedidos nuevos: las promesas se corren sin cerrar.',
  failed: 'No se pudo cambiar la demora',
} as const;

/** The kitchen's busy mode in one tap: Normal, +10, +20, +30; live on every staff screen. */
export function BusyModeButtons({ className = '' }: { className?: string }) {
  const { data } = useStoreStatus();
  const setBusy = useSetBusy();
  // The tapped button shows at once, while the server confirms it.
  const [pending, setPending] = useState<number | null>(null);
  const current = pending ?? data?.busyMinutes ?? 0;
  return (
    <div
      className={`busy-mode ${className}`.trim()}
      role="group"
      aria-labelledby="busy-mode-title"
      data-testid="busy-mode"
    >
      <span id="busy-mode-title" className="busy-mode__title" title={TEXT.help}>
        {TEXT.title}
      </span>
      {BUSY_MINUTES_CHOICES.map((minutes) => (
        <button
          key={minutes}
          type="button"
          className={`btn btn-sm ${current === minutes ? (minutes === 0 ? 'btn-success' : 'btn-warning') : 'btn-outline-secondary'} busy-mode__button`}
          aria-pressed={current === minutes}
          title={minutes === 0 ? undefined : TEXT.extraLabel(minutes)}
          disabled={!data || pending !== null}
          onClick={() => {
            setPending(minutes);
            setBusy.mutate(minutes, {
              onError: (error) => void errorAlert(errorText(error, TEXT.failed)),
              onSettled: () => setPending(null),
            });
          }}
        >
          {minutes === 0 ? TEXT.normal : TEXT.extra(minutes)}
        </button>
      ))}
    </div>
  );
}
