import { useId } from 'react';
import { RATING_MAX } from '@burgers/domain/constants';
import { FaRegStar } from './icons/FaRegStar';
import { FaStar } from './icons/FaStar';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Read-only stars: 'Calificación: 4 de 5 estrellas' for screen readers. */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  return (
    <span
      className={`star-rating ${className}`.trim()}
      role="img"
      aria-label={`Calificación: ${value} de ${RATING_MAX} estrellas`}
    >
      {STARS.map((star) =>
        star <= value ? (
          <FaStar key={star} aria-hidden="true" className="star-rating__on" />
        ) : (
          <FaRegStar key={star} aria-hidden="true" className="star-rating__off" />
        ),
      )}
    </span>
  );
}

interface StarRatingInputProps {
  value: number;
  onChange(value: number): void;
  onBlur?(): void;
  /** The visible legend of the group. */
  label: string;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** Star input built on radio buttons, so keyboards and screen readers use it like any radio group. */
export function StarRatingInput({
  value,
  onChange,
  onBlur,
  label,
  name,
  invalid = false,
  describedBy,
}: StarRatingInputProps) {
  const generated = useId();
  const group = name ?? generated;
  return (
    <fieldset className={`star-input ${invalid ? 'is-invalid' : ''}`.trim()} aria-describedby={describedBy}>
      <legend className="form-label star-input__legend">{label}</legend>
      <div className="star-input__stars">
        {STARS.map((star) => {
          const id = `${group}-${star}`;
          return (
            <span key={star} className="star-input__item">
              <input
                type="radio"
                className="star-input__radio"
                id={id}
                name={group}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                aria-invalid={invalid || undefined}
              />
              <label htmlFor={id} className={`star-input__star ${star <= value ? 'is-on' : ''}`.trim()}>
                {star <= value ? <FaStar aria-hidden="true" /> : <FaRegStar aria-hidden="true" />}
                <span className="visually-hidden">
                  {star} {star === 1 ? 'estrella' : 'estrellas'}
                </span>
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
