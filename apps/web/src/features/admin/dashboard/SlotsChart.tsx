import { useQuery } from '@tanstack/react-query';
import { timeAtStore } from '@burgers/domain/pickup-slots';
import type { SlotFigure } from '@burgers/domain/types';
import { slotFiguresQuery } from './api/pickup-slots';

/** The bars' scale: the capacity, or the fullest slot when it is higher (or when there is no limit). */
const scaleOf = (slots: readonly SlotFigure[]) =>
  Math.max(1, slots[0]?.capacity ?? 0, ...slots.map((slot) => slot.orders));

/** Today's orders per 15-minute slot as small bars, with the capacity as a line across them. */
export function SlotsChart() {
  const { data, isError } = useQuery(slotFiguresQuery);
  if (isError) return <p className="text-danger mb-0">No se pudieron cargar los turnos de hoy.</p>;
  if (!data) return <p aria-busy="true">Cargando turnos…</p>;
  if (data.length === 0) return <p className="text-body-secondary mb-0">Hoy el local no abre.</p>;
  const capacity = data[0]?.capacity ?? 0;
  const scale = scaleOf(data);
  const busy = data.filter((slot) => slot.orders > 0);
  return (
    <>
      <p className="small text-body-secondary mb-2">
        {capacity === 0
          ? 'Sin límite de pedidos por turno.'
          : `Capacidad: ${capacity} pedidos por turno de 15 minutos.`}
      </p>
      <div
        className="slots-chart"
        role="img"
        aria-label={`Pedidos de hoy por turno de retiro frente a la capacidad. ${busy.length === 0 ? 'Todavía no hay pedidos.' : 'Los mismos datos están en la tabla.'}`}
        data-testid="slots-chart"
      >
        {capacity > 0 && (
          <div
            className="slots-chart__capacity"
            style={{ bottom: `${(capacity / scale) * 100}%` }}
            aria-hidden="true"
          />
        )}
        {data.map((slot) => (
          <div
            key={slot.start}
            className={`slots-chart__bar${capacity > 0 && slot.orders >= capacity ? ' is-full' : ''}`}
            style={{ height: `${(slot.orders / scale) * 100}%` }}
            title={`${timeAtStore(new Date(slot.start))}: ${slot.orders}${capacity > 0 ? ` de ${capacity}` : ''}`}
          />
        ))}
      </div>
      <div className="slots-chart__axis small text-body-secondary" aria-hidden="true">
        <span>{timeAtStore(new Date(data[0]!.start))}</span>
        <span>{timeAtStore(new Date(data.at(-1)!.start))}</span>
      </div>
      {busy.length > 0 && (
        <details className="mt-2">
          <summary>Ver los turnos con pedidos</summary>
          <table className="table table-sm mt-2 mb-0" data-testid="slots-table">
            <caption className="visually-hidden">Pedidos por turno de retiro, hoy</caption>
            <thead>
              <tr>
                <th scope="col">Turno</th>
                <th scope="col" className="text-end">
                  Pedidos
                </th>
              </tr>
            </thead>
            <tbody>
              {busy.map((slot) => (
                <tr key={slot.start}>
                  <th scope="row">{timeAtStore(new Date(slot.start))}</th>
                  <td className="text-end">{capacity > 0 ? `${slot.orders} / ${capacity}` : slot.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      )}
    </>
  );
}
