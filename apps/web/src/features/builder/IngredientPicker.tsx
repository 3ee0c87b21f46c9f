import { BUILDER_MAX_INGREDIENTS, BUILDER_MAX_REPEAT, BUILDER_MIN_REPEAT } from '@burgers/domain/constants';
import { formatPrice } from '@burgers/domain/pricing';
import type { CustomIngredient, Ingredient } from '@burgers/domain/types';
import { FallbackImage } from '#components/FallbackImage';
import { FaTrashAlt } from '#components/icons/FaTrashAlt';
import { QuantityStepper } from '#components/QuantityStepper';

interface IngredientPickerProps {
  offered: Ingredient[];
  chosen: CustomIngredient[];
  /** Pictures of every ingredient, by id (the chosen ones carry no picture). */
  images: Map<number, string | null>;
  veggieOnly: boolean;
  onPick(id: number): void;
  onQuantity(id: number, quantity: number): void;
  onRemove(id: number): void;
}

/** Step 2: the select that adds ingredients, and the chosen ones with their quantities. */
export function IngredientPicker({
  offered,
  chosen,
  images,
  veggieOnly,
  onPick,
  onQuantity,
  onRemove,
}: IngredientPickerProps) {
  return (
    <fieldset className="builder-step">
      <legend className="builder-step__title">
        <span className="builder-step__number">2</span> Sumá ingredientes
      </legend>
      <div className="ingredient-picker">
        <label htmlFor="builder-ingredient" className="form-label fw-semibold">
          Agregar ingrediente
        </label>
        <select
          id="builder-ingredient"
          className="form-select form-select-lg"
          value=""
          onChange={(event) => {
            if (event.target.value) onPick(Number(event.target.value));
          }}
          aria-describedby="builder-ingredient-help"
        >
          <option value="">Elegí un ingrediente...</option>
          {offered.map((ingredient) => (
            <option key={ingredient.id} value={ingredient.id}>
              {ingredient.name} (+{formatPrice(ingredient.price)})
            </option>
          ))}
        </select>
        <p id="builder-ingredient-help" className="ingredient-picker__help">
          Hasta {BUILDER_MAX_INGREDIENTS} ingredientes. Los que se pueden repetir van de {BUILDER_MIN_REPEAT} a{' '}
          {BUILDER_MAX_REPEAT} veces.
          {veggieOnly && ' Con una base veggie te mostramos sólo ingredientes vegetarianos.'}
        </p>
      </div>
      <p className="ingredient-picker__count" aria-live="polite">
        {chosen.length}/{BUILDER_MAX_INGREDIENTS} ingredientes elegidos
      </p>
      {chosen.length > 0 && (
        <ul className="chosen-list">
          {chosen.map((ingredient) => (
            <li key={ingredient.id} className="chosen-list__item">
              <FallbackImage
                src={images.get(ingredient.id)}
                alt=""
                kind="ingredient"
                className="chosen-list__image"
                width="56"
                height="56"
              />
              <span className="chosen-list__name">
                {ingredient.name}
                <span className="chosen-list__price">{formatPrice(ingredient.price)} c/u</span>
              </span>
              {ingredient.isRepeat ? (
                <QuantityStepper
                  size="sm"
                  value={ingredient.quantity}
                  label={ingredient.name}
                  canDecrement={ingredient.quantity > BUILDER_MIN_REPEAT}
                  canIncrement={ingredient.quantity < BUILDER_MAX_REPEAT}
                  onDecrement={() => onQuantity(ingredient.id, ingredient.quantity - 1)}
                  onIncrement={() => onQuantity(ingredient.id, ingredient.quantity + 1)}
                />
              ) : (
                <span className="chosen-list__single">x1</span>
              )}
              <button
                type="button"
                className="chosen-list__remove"
                onClick={() => onRemove(ingredient.id)}
                aria-label={`Quitar ${ingredient.name}`}
              >
                <FaTrashAlt aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
