import { Form } from 'react-bootstrap';
import { WEEK_DAYS, WEEK_ORDER } from '@burgers/domain/store-week';

interface DaysAndTimesProps {
  idPrefix: string;
  days: number[];
  from: string;
  to: string;
  onChange: (change: { days?: number[]; from?: string; to?: string }) => void;
}

/** The week's days (Monday first) and a time range in the store's time; `to` 24:00 is midnight. */
export function DaysAndTimes({ idPrefix, days, from, to, onChange }: DaysAndTimesProps) {
  const toggle = (day: number) =>
    onChange({ days: days.includes(day) ? days.filter((one) => one !== day) : [...days, day] });
  return (
    <fieldset className="promo-days">
      <legend className="form-label fs-6 fw-semibold mb-1">Días y horario</legend>
      <div className="promo-days__days">
        {WEEK_ORDER.map((day) => (
          <Form.Check
            key={day}
            type="checkbox"
            id={`${idPrefix}-day-${day}`}
            label={(WEEK_DAYS[day] ?? '').slice(0, 3)}
            title={WEEK_DAYS[day]}
            checked={days.includes(day)}
            onChange={() => toggle(day)}
          />
        ))}
      </div>
      <div className="promo-days__times">
        <Form.Group controlId={`${idPrefix}-from`}>
          <Form.Label className="small mb-0">Desde</Form.Label>
          <Form.Control
            value={from}
            maxLength={5}
            placeholder="HH:MM"
            onChange={(e) => onChange({ from: e.target.value })}
          />
        </Form.Group>
        <Form.Group controlId={`${idPrefix}-to`}>
          <Form.Label className="small mb-0">Hasta</Form.Label>
          <Form.Control
            value={to}
            maxLength={5}
            placeholder="HH:MM"
            onChange={(e) => onChange({ to: e.target.value })}
          />
        </Form.Group>
      </div>
    </fieldset>
  );
}
