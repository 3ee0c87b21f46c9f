import { useState, type FormEvent } from 'react';
import type { CashDeskSettings } from '@burgers/domain/types';
import { useCashDeskSettings, useSetCashDeskSettings } from '#api/cash-desk';
import { errorText } from '#api/client';
import { parsePesos } from './pesos-input';

const TEXT = {
  title: 'Configuración de la caja',
  employees: 'Los empleados pueden ver y cerrar la caja',
  defaultFloat: 'Fondo inicial por defecto',
  save: 'Guardar configuración',
  saved: 'Configuración guardada',
  failed: 'No se pudo guardar la configuración.',
} as const;

/** The owner's choices (admin only): employees at the cash desk, and the default opening float. */
export function CashDeskSettingsForm() {
  const settings = useCashDeskSettings();
  if (!settings.data) return null;
  // Mounted once the settings load; it keeps what the owner types (and its Guardada) from then on.
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: CashDeskSettings }) {
  const save = useSetCashDeskSettings();
  const [employees, setEmployees] = useState(initial.cashDeskForEmployees);
  const [float, setFloat] = useState(String(initial.openingFloat));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ cashDeskForEmployees: employees, openingFloat: parsePesos(float) });
  };
  return (
    <section className="card mb-3" aria-labelledby="cash-settings">
      <form className="card-body" onSubmit={submit}>
        <h2 id="cash-settings" className="h5">
          {TEXT.title}
        </h2>
        <div className="form-check form-switch mb-2">
          <input
            id="cash-employees"
            type="checkbox"
            role="switch"
            className="form-check-input"
            checked={employees}
            onChange={(event) => setEmployees(event.target.checked)}
          />
          <label htmlFor="cash-employees" className="form-check-label">
            {TEXT.employees}
          </label>
        </div>
        <div className="row g-2 align-items-end">
          <div className="col-sm-6">
            <label htmlFor="cash-default-float" className="form-label">
              {TEXT.defaultFloat}
            </label>
            <div className="input-group">
              <span className="input-group-text">$</span>
              <input
                id="cash-default-float"
                inputMode="decimal"
                required
                className="form-control"
                value={float}
                onChange={(event) => setFloat(event.target.value)}
              />
            </div>
          </div>
          <div className="col-sm-6">
            <button type="submit" className="btn btn-outline-dark" disabled={save.isPending}>
              {TEXT.save}
            </button>
          </div>
        </div>
        {save.isSuccess && (
          <p className="text-success mt-2 mb-0" role="status">
            {TEXT.saved}
          </p>
        )}
        {save.isError && (
          <p className="text-danger mt-2 mb-0" role="alert">
            {errorText(save.error, TEXT.failed)}
          </p>
        )}
      </form>
    </section>
  );
}
