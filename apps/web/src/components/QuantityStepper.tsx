import { FaMinus } from './icons/FaMinus';
import { FaPlus } from './icons/FaPlus';

interface QuantityStepperProps {
  value: number;
  /** What is being counted, for screen readers: 'Clásica Devoto'. */
  label: string;
  onDecrement(): void;
  onIncrement(): void;
  canDecrement?: boolean;
  canIncrement?: boolean;
  size?: 'sm' | 'md';
}

/** A − value + control whose buttons name what they change. */
export function QuantityStepper({
  value,
  label,
  onDecrement,
  onIncrement,
  canDecrement = true,
  canIncrement = true,
  size = 'md',
}: QuantityStepperProps) {
  return (
    <div className={`qty-stepper qty-stepper--${size}`} role="group" aria-label={`Cantidad de ${label}`}>
      <button
        type="button"
        className="qty-stepper__btn"
        onClick={onDecrement}
        disabled={!canDecrement}
        aria-label={`Quitar uno de ${label}`}
      >
        <FaMinus aria-hidden="true" />
      </button>
      <output className="qty-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="qty-stepper__btn"
        onClick={onIncrement}
        disabled={!canIncrement}
        aria-label={`Agregar uno de ${label}`}
      >
        <FaPlus aria-hidden="true" />
      </button>
    </div>
  );
}
