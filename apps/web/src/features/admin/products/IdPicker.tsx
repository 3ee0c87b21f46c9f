import { Form } from 'react-bootstrap';
import { FaTimes } from 'react-icons/fa';
import type { NamedRef } from '@burgers/domain/types';

interface IdPickerProps {
  id: string;
  label: string;
  /** What may still be added: the page leaves out what is chosen or not allowed. */
  offered: NamedRef[];
  chosen: NamedRef[];
  onAdd(id: number): void;
  onRemove(id: number): void;
}

/** A select that adds one item at a time and the chosen items as removable chips. */
export function IdPicker({ id, label, offered, chosen, onAdd, onRemove }: IdPickerProps) {
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value=""
        onChange={(event) => {
          const picked = Number(event.target.value);
          if (picked) onAdd(picked);
        }}
        disabled={offered.length === 0}
      >
        <option value="">{offered.length === 0 ? 'No hay más opciones' : 'Elegí para agregar...'}</option>
        {offered.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </Form.Select>
      {chosen.length > 0 && (
        <ul className="product-form__chips" aria-label={`${label}: elegidos`}>
          {chosen.map((item) => (
            <li key={item.id} className="product-form__chip">
              {item.name}
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={`Quitar ${item.name}`}
                onClick={() => onRemove(item.id)}
              >
                <FaTimes aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
