import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { StoreStatus } from '@burgers/domain/types';
import { errorText } from '#api/client';
import { useSavePickupSettings } from '#api/store-writes';
import { successAlert } from '#lib/alerts';

const TEXT = {
  title: 'Turnos de retiro',
  help: 'Cada pedido se promete para un turno de 15 minutos dentro de los horarios.',
  prep: 'Minutos de preparación',
  prepHelp: 'Lo que tarda la cocina en un momento normal.',
  capacity: 'Pedidos por turno de 15 minutos',
  capacityHelp: '0 = sin límite.',
  days: 'Días para programar',
  today: 'Sólo hoy',
  tomorrow: 'Hoy y mañana',
  save: 'Guardar turnos',
  saved: 'Turnos guardados',
  failed: 'No se pudieron guardar los turnos',
} as const;

type Fields = Record<'prepMinutes' | 'slotCapacity' | 'scheduleDaysAhead', string>;

/** prepMinutes, slotCapacity and scheduleDaysAhead, beside the hours they apply to. */
export function PickupSettingsForm({ saved }: { saved: StoreStatus }) {
  const [fields, setFields] = useState<Fields>({
    prepMinutes: String(saved.prepMinutes),
    slotCapacity: String(saved.slotCapacity),
    scheduleDaysAhead: String(saved.scheduleDaysAhead),
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSavePickupSettings();
  const set =
    (name: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setFields((all) => ({ ...all, [name]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    // Sent as typed: the server checks the ranges and answers in Spanish.
    const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    save.mutate(
      {
        prepMinutes: toNumber(fields.prepMinutes),
        slotCapacity: toNumber(fields.slotCapacity),
        scheduleDaysAhead: toNumber(fields.scheduleDaysAhead),
      },
      {
        onSuccess: () => void successAlert(TEXT.saved),
        onError: (failure) => setError(errorText(failure, TEXT.failed)),
      },
    );
  };

  return (
    <Form onSubmit={submit} noValidate className="pickup-settings card mb-4" aria-labelledby="pickup-settings-title">
      <div className="card-body">
        <h2 id="pickup-settings-title" className="h4 mb-1">
          {TEXT.title}
        </h2>
        <p className="text-body-secondary mb-3">{TEXT.help}</p>
        <div className="row g-3">
          <Form.Group className="col-12 col-md-4" controlId="prep-minutes">
            <Form.Label>{TEXT.prep}</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={0}
              max={180}
              value={fields.prepMinutes}
              onChange={set('prepMinutes')}
            />
            <Form.Text>{TEXT.prepHelp}</Form.Text>
          </Form.Group>
          <Form.Group className="col-12 col-md-4" controlId="slot-capacity">
            <Form.Label>{TEXT.capacity}</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={0}
              max={200}
              value={fields.slotCapacity}
              onChange={set('slotCapacity')}
            />
            <Form.Text>{TEXT.capacityHelp}</Form.Text>
          </Form.Group>
          <Form.Group className="col-12 col-md-4" controlId="schedule-days-ahead">
            <Form.Label>{TEXT.days}</Form.Label>
            <Form.Select value={fields.scheduleDaysAhead} onChange={set('scheduleDaysAhead')}>
              <option value="0">{TEXT.today}</option>
              <option value="1">{TEXT.tomorrow}</option>
              {Number(fields.scheduleDaysAhead) > 1 && (
                <option value={fields.scheduleDaysAhead}>{`${fields.scheduleDaysAhead} días`}</option>
              )}
            </Form.Select>
          </Form.Group>
        </div>
        {error && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" className="mt-3" disabled={save.isPending}>
          {TEXT.save}
        </Button>
      </div>
    </Form>
  );
}
