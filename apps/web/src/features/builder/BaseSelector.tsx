import type { BurgerBase } from '@burgers/domain/types';
import { FallbackImage } from '#components/FallbackImage';
import { FaCheckCircle } from '#components/icons/FaCheckCircle';
import { PriceTag } from '#components/PriceTag';
import { VeggieBadge } from '#components/VeggieBadge';

interface BaseSelectorProps {
  bases: BurgerBase[];
  selectedId: number | null;
  onSelect(base: BurgerBase): void;
}

/** Bases in the first row on a wide screen. */
const FIRST_ROW = 3;

/** Step 1: the bases as selectable cards (a radio group underneath, for keyboards and screen readers). */
export function BaseSelector({ bases, selectedId, onSelect }: BaseSelectorProps) {
  return (
    <fieldset className="builder-step">
      <legend className="builder-step__title">
        <span className="builder-step__number">1</span> Elegí la base
      </legend>
      <div className="base-grid">
        {bases.map((base, index) => {
          const selected = base.id === selectedId;
          const id = `base-${base.id}`;
          return (
            <div key={base.id} className={`base-card ${selected ? 'is-selected' : ''}`.trim()}>
              <input
                type="radio"
                name="builder-base"
                id={id}
                className="base-card__radio"
                checked={selected}
                onChange={() => onSelect(base)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-description`}
              />
              <label htmlFor={id} className="base-card__label">
                <FallbackImage
                  src={base.imgUri}
                  alt=""
                  kind="product"
                  className="base-card__image"
                  width="320"
                  height="240"
                  // The first row is the page's first screen (its largest paint): fetched at once.
                  loading={index < FIRST_ROW ? 'eager' : 'lazy'}
                />
                <span className="base-card__body">
                  <span className="base-card__name" id={`${id}-name`}>
                    {base.name}
                  </span>
                  <span className="base-card__description" id={`${id}-description`}>
                    {base.description}
                  </span>
                  <span className="base-card__footer">
                    <PriceTag value={base.price} />
                    {base.isVeggie && <VeggieBadge />}
                  </span>
                </span>
                {selected && <FaCheckCircle aria-hidden="true" className="base-card__check" />}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
