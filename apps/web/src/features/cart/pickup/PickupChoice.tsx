import { Form } from 'react-bootstrap';
import { slotDayHeading, timeAtStore } from '@burgers/domain/pickup-slots';
import type { PickupSlot } from '@burgers/domain/types';
import { usePublicLiveStore } from '#components/store/use-public-live-store';
import { useDelivery } from '#stores/delivery';
import { PICKUP_TEXT } from './messages';
import { usePickup } from './store';
import type { PickupSelection } from './use-pickup-selection';

/** Slots grouped by the store's day: `Hoy`, `Mañana`, ... in order. */
function byDay(slots: readonly PickupSlot[], now: Date): Array<{ heading: string; slots: PickupSlot[] }> {
  const groups: Array<{ heading: string; slots: PickupSlot[] }> = [];
  for (const slot of slots) {
    const heading = slotDayHeading(new Date(slot.start), now);
    const last = groups.at(-1);
    if (last?.heading === heading) last.slots.push(slot);
    else groups.push({ heading, slots: [slot] });
  }
  return groups;
}

/** `Retiro`: as soon as possible (with the live promise) or a slot of today or tomorrow. */
export function PickupChoice({ selection }: { selection: PickupSelection }) {
  usePublicLiveStore();
  const setMode = usePickup((s) => s.setMode);
  const delivering = useDelivery((s) => s.fulfillment === 'envio');
  const choose = usePickup((s) => s.choose);
  const { store, slots, mode, pickupAt } = selection;
  if (!store) return null;
  const closed = !store.open;
  const asapLabel = store.asapAt ? PICKUP_TEXT.asap(timeAtStore(new Date(store.asapAt))) : PICKUP_TEXT.asapNone;

  return (
    <section className="pickup-choice" aria-labelledby="pickup-title" data-testid="pickup-choice">
      <h3 id="pickup-title" className="pickup-choice__title">
        {delivering ? PICKUP_TEXT.titleDelivery : PICKUP_TEXT.title}
      </h3>
      {store.busyMinutes > 0 && (
        <p className="pickup-choice__busy" role="status" data-testid="busy-notice">
          {PICKUP_TEXT.busy}
        </p>
      )}
      {!closed && (
        <Form.Check
          type="radio"
          id="pickup-asap"
          name="pickup-mode"
          label={asapLabel}
          checked={mode === 'asap'}
          disabled={!store.asapAt}
          onChange={() => setMode('asap')}
        />
      )}
      <Form.Check
        type="radio"
        id="pickup-schedule"
        name="pickup-mode"
        label={PICKUP_TEXT.schedule}
        checked={mode === 'schedule'}
        onChange={() => setMode('schedule')}
      />
      {closed && <p className="pickup-choice__closed small mb-2">{PICKUP_TEXT.closedOnlySchedule}</p>}
      {mode === 'schedule' && <SlotPicker slots={slots} chosen={pickupAt} onChoose={choose} />}
    </section>
  );
}

function SlotPicker({
  slots,
  chosen,
  onChoose,
}: {
  slots: PickupSlot[] | undefined;
  chosen: string | null;
  onChoose: (start: string) => void;
}) {
  if (!slots) return <p className="small text-body-secondary mb-0">{PICKUP_TEXT.loading}</p>;
  if (slots.length === 0) return <p className="small mb-0">{PICKUP_TEXT.noSlots}</p>;
  return (
    <div className="pickup-slots" data-testid="pickup-slots">
      {byDay(slots, new Date()).map((group) => (
        <fieldset key={group.heading} className="pickup-slots__day">
          <legend className="pickup-slots__heading">{group.heading}</legend>
          <div className="pickup-slots__grid">
            {group.slots.map((slot) => {
              const time = timeAtStore(new Date(slot.start));
              return (
                <button
                  key={slot.start}
                  type="button"
                  className={`pickup-slot${slot.start === chosen ? ' is-chosen' : ''}`}
                  aria-pressed={slot.start === chosen}
                  disabled={!slot.available}
                  title={slot.available ? undefined : PICKUP_TEXT.full}
                  data-testid="pickup-slot"
                  data-start={slot.start}
                  onClick={() => onChoose(slot.start)}
                >
                  {time}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
