import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useDeliverySettings, useSaveDeliverySettings } from './api';
import { ZONES_TEXT } from './messages';

/** Delivery on or off and its slots' capacity (its own hours are kept as they are: DeliveryHoursForm edits them). */
export function DeliverySettingsForm() {
  const settings = useDeliverySettings().data;
  const save = useSaveDeliverySettings();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [capacity, setCapacity] = useState<string | null>(null);
  if (!settings) return null;
  const on = enabled ?? settings.enabled;
  const slots = capacity ?? String(settings.deliverySlotCapacity);
  return (
    <section className="card card-body" aria-labelledby="delivery-settings-title">
      <h2 id="delivery-settings-title" className="h5">
        {ZONES_TEXT.settings}
      </h2>
      <Form.Check
        type="switch"
        id="delivery-enabled"
        label={ZONES_TEXT.enabled}
        checked={on}
        onChange={(event) => setEnabled(event.target.checked)}
        className="mb-2"
      />
      <Form.Group className="mb-2" controlId="delivery-capacity">
        <Form.Label className="small">{ZONES_TEXT.capacity}</Form.Label>
        <Form.Control
          type="number"
          min={0}
          max={200}
          value={slots}
          onChange={(event) => setCapacity(event.target.value)}
        />
      </Form.Group>
      {save.isError && (
        <p className="alert alert-danger py-2" role="alert">
          {save.error.message}
        </p>
      )}
      {save.isSuccess && (
        <p className="alert alert-success py-2" role="status">
          {ZONES_TEXT.settingsSaved}
        </p>
      )}
      <button
        type="button"
        className="btn btn-outline-dark"
        disabled={save.isPending}
        onClick={() => save.mutate({ enabled: on, hours: settings.hours, deliverySlotCapacity: Number(slots) })}
      >
        {ZONES_TEXT.saveSettings}
      </button>
    </section>
  );
}
