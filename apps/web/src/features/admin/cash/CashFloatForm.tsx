import { useState, type FormEvent } from 'react';
import { pesosText } from '@burgers/domain/counter';
import { errorText } from '#api/client';
import { useSetFloat } from './api';
import { parsePesos } from './pesos-input';

const TEXT = {
  label: 'Fondo inicial de este día',
  save: 'Guardar fondo',
  own: 'Fijado para este día',
  byDefault: 'El fondo por defecto del local',
  failed: 'No se pudo guardar el fondo inicial.',
} as const;

/** The day's opening float (fondo inicial), set before the close over the store's default. */
export function CashFloatForm({ day, current, own }: { day: string; current: number; own: boolean }) {
  const setFloat = useSetFloat(day);
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFloat.mutate(parsePesos(typed), { onSuccess: () => setTyped('') });
  };
  return (
    <form className="row g-2 align-items-end mt-2" onSubmit={submit}>
      <div className="col-sm-6">
        <label htmlFor="cash-float" className="form-label">
          {TEXT.label}
        </label>
        <div className="input-group">
          <span className="input-group-text">$</span>
          <input
            id="cash-float"
            inputMode="decimal"
            required
            className="form-control"
            placeholder={String(current)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </div>
      <div className="col-sm-6">
        <button type="submit" className="btn btn-outline-dark" disabled={setFloat.isPending}>
          {TEXT.save}
        </button>
      </div>
      <div className="col-12 form-text mt-1">
        {own ? TEXT.own : TEXT.byDefault}: {pesosText(current)}
      </div>
      {setFloat.isError && (
        <p className="text-danger mb-0" role="alert">
          {errorText(setFloat.error, TEXT.failed)}
        </p>
      )}
    </form>
  );
}
