import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FaPlus, FaTrashAlt } from 'react-icons/fa';
import { sortHours, WEEK_DAYS, WEEK_ORDER, type HoursRange } from '@burgers/domain/store-week';
import './admin-hours.scss';

interface Row extends HoursRange {
  key: number;
}

let nextKey = 1;
const withKeys = (hours: readonly HoursRange[]): Row[] =>
  sortHours(hours).map((range) => ({ ...range, key: nextKey++ }));
const capitalized = (day: number) => {
  const name = WEEK_DAYS[day] ?? '';
  return name.charAt(0).toUpperCase() + name.slice(1);
};

interface WeekHoursEditorProps {
  /** The saved week; the editor starts from it. */
  saved: readonly HoursRange[];
  /** Saves the week; resolves with the week as saved (the rows are reset to it) or rejects with the text to show. */
  onSave: (hours: HoursRange[]) => Promise<readonly HoursRange[]>;
  pending: boolean;
  submitLabel: string;
  /** Distinguishes the fields' ids when two weeks could share a page (`from-envio-3`). */
  idPrefix?: string;
}

/**
 * A week of opening ranges: one card per day, one row per range, `Agregar horario` and a bin per
 * row. The store's hours and delivery's own hours are both edited with it.
 */
export function WeekHoursEditor({ saved, onSave, pending, submitLabel, idPrefix = '' }: WeekHoursEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => withKeys(saved));
  const [error, setError] = useState<string | null>(null);

  const update = (key: number, change: Partial<HoursRange>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = (day: number) => setRows((all) => [...all, { key: nextKey++, day, from: '12:00', to: '23:00' }]);
  const remove = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The server checks the week with the domain's schema and answers its Spanish message.
    const hours = rows.map(({ day, from, to }) => ({ day, from: from.trim(), to: to.trim() }));
    setError(null);
    onSave(hours).then(
      (week) => setRows(withKeys(week)),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  return (
    <Form onSubmit={submit} noValidate className="hours-editor">
      {WEEK_ORDER.map((day) => {
        const dayRows = rows.filter((row) => row.day === day);
        const name = capitalized(day);
        return (
          <fieldset key={day} className="hours-editor__day card mb-3">
            <div className="card-body">
              <legend className="h5 mb-2">{name}</legend>
              {dayRows.length === 0 && <p className="text-body-secondary mb-2">Cerrado</p>}
              {dayRows.map((row, index) => (
                <div key={row.key} className="hours-editor__range">
                  <Form.Group controlId={`from-${idPrefix}${row.key}`}>
                    <Form.Label className="small mb-0">Abre</Form.Label>
                    <Form.Control
                      value={row.from}
                      onChange={(event) => update(row.key, { from: event.target.value })}
                      placeholder="HH:MM"
                      inputMode="numeric"
                      maxLength={5}
                      aria-label={`${name}, horario ${index + 1}: abre`}
                    />
                  </Form.Group>
                  <Form.Group controlId={`to-${idPrefix}${row.key}`}>
                    <Form.Label className="small mb-0">Cierra</Form.Label>
                    <Form.Control
                      value={row.to}
                      onChange={(event) => update(row.key, { to: event.target.value })}
                      placeholder="HH:MM"
                      inputMode="numeric"
                      maxLength={5}
                      aria-label={`${name}, horario ${index + 1}: cierra`}
                    />
                  </Form.Group>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    onClick={() => remove(row.key)}
                    aria-label={`Quitar ${name}, horario ${index + 1}`}
                  >
                    <FaTrashAlt aria-hidden="true" />
                  </Button>
                </div>
              ))}
              <Button variant="outline-secondary" size="sm" onClick={() => add(day)}>
                <FaPlus aria-hidden="true" className="me-1" /> Agregar horario
              </Button>
            </div>
          </fieldset>
        );
      })}
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={pending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
