import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { FaPlus, FaTrashAlt } from 'react-icons/fa';
import { sortHours, WEEK_DAYS, WEEK_ORDER, type HoursRange } from '@burgers/domain/store-week';
import { errorText } from '#api/client';
import { useStoreStatus } from '#api/store';
import { useSaveHours } from '#api/store-writes';
import { PageHeader } from '#components/PageHeader';
import { StoreBadge } from '#components/store/StoreHours';
import { successAlert } from '#lib/alerts';
import { PickupSettingsForm } from './PickupSettingsForm';
import { TicketPaperSetting } from './TicketPaperSetting';
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

/** The week being edited; starts from the saved hours once they arrive. */
function HoursEditor({ saved }: { saved: readonly HoursRange[] }) {
  const [rows, setRows] = useState<Row[]>(() => withKeys(saved));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveHours();

  const update = (key: number, change: Partial<HoursRange>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = (day: number) => setRows((all) => [...all, { key: nextKey++, day, from: '12:00', to: '23:00' }]);
  const remove = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    // The server checks the week with the domain's schema and answers its Spanish message.
    const hours = rows.map(({ day, from, to }) => ({ day, from: from.trim(), to: to.trim() }));
    setError(null);
    save.mutate(hours, {
      onSuccess: (status) => {
        setRows(withKeys(status.hours));
        void successAlert('Horarios guardados');
      },
      onError: (failure) => setError(errorText(failure, 'No se pudieron guardar los horarios')),
    });
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
                  <Form.Group controlId={`from-${row.key}`}>
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
                  <Form.Group controlId={`to-${row.key}`}>
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
      <Button type="submit" size="lg" disabled={save.isPending}>
        Guardar horarios
      </Button>
    </Form>
  );
}

/** /admin/horarios: the week's opening hours, in Buenos Aires time. */
export default function AdminHoursPage() {
  const { data } = useStoreStatus();
  return (
    <>
      <PageHeader
        kicker="Panel Admin"
        title="Horarios"
        subtitle="Hora de Buenos Aires. Un horario puede cerrar a las 24:00 o pasar la medianoche (por ejemplo, 20:00 a 02:00). Un día sin horarios queda cerrado."
      />
      <div className="container py-4 py-lg-5">
        <div className="mb-3">
          <StoreBadge />
        </div>
        {data && <PickupSettingsForm saved={data} />}
        {data ? <HoursEditor saved={data.hours} /> : <p aria-busy="true">Cargando horarios…</p>}
        <TicketPaperSetting />
      </div>
    </>
  );
}
