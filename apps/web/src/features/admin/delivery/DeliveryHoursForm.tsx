import { useState } from 'react';
import { Form } from 'react-bootstrap';
import type { HoursRange } from '@burgers/domain/store-week';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { successAlert } from '#lib/alerts';
import { useDeliverySettings, useSaveDeliverySettings } from './api';
import { ZONES_TEXT } from './messages';
import { WeekHoursEditor } from '../hours/WeekHoursEditor';

/**
 * `Horarios de envío`: delivery takes orders in the store's hours, or in hours of its own inside them
 * (say, from 20:00 only). Off saves no hours of its own; the server checks the week either way.
 */
export function DeliveryHoursForm() {
  const settings = useDeliverySettings().data;
  const storeHours = useStoreStatus().data?.hours;
  const save = useSaveDeliverySettings();
  const [own, setOwn] = useState<boolean | null>(null);
  if (!settings || !storeHours) return null;
  const ownHours = own ?? settings.hours.length > 0;
  const saveHours = (hours: HoursRange[]) =>
    save.mutateAsync({ enabled: settings.enabled, deliverySlotCapacity: settings.deliverySlotCapacity, hours }).then(
      (saved) => {
        void successAlert(ZONES_TEXT.hoursSaved);
        return saved.hours;
      },
      (failure: unknown) => {
        throw new Error(errorText(failure, ZONES_TEXT.hoursFailed));
      },
    );
  const switchOwn = (on: boolean) => {
    setOwn(on);
    // Back to the store's hours: nothing to edit, saved at once.
    if (!on && settings.hours.length > 0) void saveHours([]).catch(() => setOwn(true));
  };
  return (
    <section className="card card-body mt-4" aria-labelledby="delivery-hours-title">
      <h2 id="delivery-hours-title" className="h5">
        {ZONES_TEXT.hours}
      </h2>
      <Form.Check
        type="switch"
        id="delivery-own-hours"
        label={ZONES_TEXT.ownHours}
        checked={ownHours}
        onChange={(event) => switchOwn(event.target.checked)}
        className="mb-3"
      />
      {ownHours ? (
        <WeekHoursEditor
          key={settings.hours.length > 0 ? 'own' : 'store'}
          idPrefix="envio-"
          saved={settings.hours.length > 0 ? settings.hours : storeHours}
          onSave={saveHours}
          pending={save.isPending}
          submitLabel={ZONES_TEXT.saveHours}
        />
      ) : (
        <p className="text-body-secondary mb-0">{ZONES_TEXT.storeHours}</p>
      )}
    </section>
  );
}
