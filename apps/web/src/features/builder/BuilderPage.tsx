import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  addIngredient,
  builderPriceCents,
  customBurgerLine,
  emptyBuilder,
  ingredientsOffered,
  isVeggieBurger,
  removeIngredient,
  selectBase,
  setIngredientQuantity,
  validateCustomBurger,
  type BuilderState,
} from '@burgers/domain/builder';
import { MSG } from '@burgers/domain/messages';
import { fromCents } from '@burgers/domain/pricing';
import { basesQuery, ingredientsQuery } from '#api/catalogue';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { errorAlert, successAlert } from '#lib/alerts';
import { useCart } from '#stores/cart';
import { BaseSelector } from './BaseSelector';
import { BuilderSummary } from './BuilderSummary';
import { IngredientPicker } from './IngredientPicker';
import { newLineId } from './line-id';
import { BUILDER_TEXT } from './messages';
import './builder.scss';

/** /addBurger: base first, then up to 6 ingredients; the rules are the domain's (docs/product/builder.md#building-rules). */
export default function BuilderPage() {
  const bases = useQuery(basesQuery);
  const ingredients = useQuery(ingredientsQuery);
  const addCustom = useCart((s) => s.addCustom);
  const [state, setState] = useState<BuilderState>(emptyBuilder);

  const all = useMemo(() => ingredients.data ?? [], [ingredients.data]);
  const images = useMemo(() => new Map(all.map((ingredient) => [ingredient.id, ingredient.imgUri])), [all]);
  const offered = ingredientsOffered(state.base, all, state.ingredients);
  const price = fromCents(builderPriceCents(state));

  const pick = (id: number) => {
    const ingredient = all.find((candidate) => candidate.id === id);
    if (!ingredient) return;
    const result = addIngredient(state, ingredient);
    if (result.error) void errorAlert(result.error, MSG.popupOopsTitle);
    else setState(result.state);
  };

  const create = () => {
    const line = customBurgerLine(state, newLineId());
    if (!line) {
      void errorAlert(validateCustomBurger(state.base, state.ingredients) ?? MSG.builderBaseFirst, MSG.popupOopsTitle);
      return;
    }
    addCustom(line);
    setState(emptyBuilder());
    void successAlert(BUILDER_TEXT.added, line.name, 1800);
  };

  return (
    <>
      <PageHeader
        kicker="A tu manera"
        title="Armá tu burger"
        subtitle="Elegí una base, sumá hasta 6 ingredientes y mirá el precio mientras la armás."
      />
      <div className="container builder-page">
        {bases.isPending || ingredients.isPending ? (
          <PageLoader reserve />
        ) : (
          <div className="builder-layout">
            <div className="builder-layout__steps">
              <BaseSelector
                bases={bases.data ?? []}
                selectedId={state.base?.id ?? null}
                onSelect={(base) => setState(selectBase(state, base))}
              />
              <IngredientPicker
                offered={offered}
                chosen={state.ingredients}
                images={images}
                veggieOnly={state.base?.isVeggie ?? false}
                onPick={pick}
                onQuantity={(id, quantity) => setState(setIngredientQuantity(state, id, quantity))}
                onRemove={(id) => setState(removeIngredient(state, id))}
              />
            </div>
            <BuilderSummary
              state={state}
              price={price}
              veggie={isVeggieBurger(state)}
              onCreate={create}
              onReset={() => setState(emptyBuilder())}
            />
          </div>
        )}
      </div>
    </>
  );
}
