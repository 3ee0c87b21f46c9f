import { Form } from 'react-bootstrap';
import type { ZoneDraft } from './api';
import { ZONES_TEXT } from './messages';

interface ZoneFormProps {
  zone: ZoneDraft;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
  onRedraw: () => void;
}

const numberOf = (value: string) => (value.trim() === '' ? 0 : Number(value));

/** The chosen zone's name, fee, minimum, extra minutes and whether it is on. */
export function ZoneForm({ zone, onChange, onRemove, onRedraw }: ZoneFormProps) {
  const set = (change: Partial<ZoneDraft>) => onChange({ ...zone, ...change });
  return (
    <div className="card card-body mb-3" data-testid="zone-form">
      <Form.Group className="mb-2" controlId="zone-name">
        <Form.Label>{ZONES_TEXT.name}</Form.Label>
        <Form.Control value={zone.name} maxLength={60} onChange={(event) => set({ name: event.target.value })} />
      </Form.Group>
      <div className="row g-2 mb-2">
        <Form.Group className="col-4" controlId="zone-fee">
          <Form.Label className="small">{ZONES_TEXT.fee}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            value={zone.fee}
            onChange={(event) => set({ fee: numberOf(event.target.value) })}
          />
        </Form.Group>
        <Form.Group className="col-4" controlId="zone-minimum">
          <Form.Label className="small">{ZONES_TEXT.minimum}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            value={zone.minimum}
            onChange={(event) => set({ minimum: numberOf(event.target.value) })}
          />
        </Form.Group>
        <Form.Group className="col-4" controlId="zone-extra">
          <Form.Label className="small">{ZONES_TEXT.extraMinutes}</Form.Label>
          <Form.Control
            type="number"
            min={0}
            max={120}
            value={zone.extraMinutes}
            onChange={(event) => set({ extraMinutes: numberOf(event.target.value) })}
          />
        </Form.Group>
      </div>
      <Form.Check
        type="switch"
        id="zone-active"
        label={ZONES_TEXT.active}
        checked={zone.active}
        onChange={(event) => set({ active: event.target.checked })}
        className="mb-2"
      />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRedraw}>
          {ZONES_TEXT.redraw}
        </button>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRemove}>
          {ZONES_TEXT.remove}
        </button>
      </div>
    </div>
  );
}
