import { Suspense, useId, useMemo, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { groupRuleLabel, ITEM_NOTE_MAX, optionPriceLabel } from '@burgers/domain/options';
import { formatPrice } from '@burgers/domain/pricing';
import type { OptionGroup, Product } from '@burgers/domain/types';
import { PRODUCT_ADDED } from '#components/AddToCartButton';
import { BsCartPlus } from '#components/icons/BsCartPlus';
import { toast } from '#lib/alerts';
import { useHydrated } from '#lib/hydrated';
import { PATHS } from '#lib/paths';
import { useCart } from '#stores/cart';

type Selection = Record<number, number[]>;

/**
 * Each group starts with its in-stock defaults, as the server would take them; a preselected
 * choice (the sin TACC bread, from the filtered menu) takes its group's place instead.
 */
function initialSelection(groups: readonly OptionGroup[], preselect: readonly number[]): Selection {
  return Object.fromEntries(
    groups.map((group) => {
      const chosen = group.options.filter((o) => preselect.includes(o.id) && o.inStock).map((o) => o.id);
      if (chosen.length > 0) return [group.id, chosen.slice(0, group.max)];
      return [
        group.id,
        group.options
          .filter((o) => o.isDefault && o.inStock)
          .slice(0, group.max)
          .map((o) => o.id),
      ];
    }),
  );
}

function OptionGroupField({
  group,
  chosen,
  onChange,
}: {
  group: OptionGroup;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const name = useId();
  // A choice clicked in the server's markup before its group is taken over would be undone by it.
  const hydrated = useHydrated();
  const single = group.max === 1;
  const full = chosen.length >= group.max;
  const required = group.min >= 1;
  const short = chosen.length < group.min;
  return (
    <fieldset
      className={`option-group${required && short ? ' option-group--short' : ''}${hydrated ? '' : ' option-group--waiting'}`}
      data-testid="option-group"
    >
      <legend className="option-group__legend">
        <span className="option-group__name">{group.name}</span>
        <span className={`option-group__rule${required ? ' option-group__rule--required' : ''}`}>
          {groupRuleLabel(group)}
        </span>
      </legend>
      <ul className="option-group__options">
        {group.options.map((option) => {
          const checked = chosen.includes(option.id);
          const disabled = !option.inStock || (!single && full && !checked);
          const price = optionPriceLabel(option.price);
          return (
            <li key={option.id} className={`option-row${option.inStock ? '' : ' option-row--out'}`}>
              <Form.Check
                id={`${name}-${option.id}`}
                type={single ? 'radio' : 'checkbox'}
                name={name}
                checked={checked}
                disabled={disabled}
                aria-disabled={hydrated ? undefined : true}
                onChange={() => {
                  if (single) onChange([option.id]);
                  else onChange(checked ? chosen.filter((id) => id !== option.id) : [...chosen, option.id]);
                }}
                label={
                  <span className="option-row__label">
                    <span className="option-row__name">{option.name}</span>
                    {price && <span className="option-row__price">{price}</span>}
                    {!option.inStock && <span className="stock-label option-row__out">Sin stock</span>}
                  </span>
                }
              />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/**
 * What a customer chooses before adding a product: its option groups (radios when one choice,
 * checkboxes otherwise), a note for the item, the running price, and the add button, which waits
 * until every required group is chosen. The server prices the same choice again at checkout.
 */
export function ProductOrderForm({ product, preselect = [] }: { product: Product; preselect?: readonly number[] }) {
  const groups = product.optionGroups;
  const [selection, setSelection] = useState<Selection>(() => initialSelection(groups, preselect));
  const [note, setNote] = useState('');
  const add = useCart((s) => s.add);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const noteId = useId();

  const chosen = useMemo(
    () => groups.flatMap((group) => group.options.filter((o) => (selection[group.id] ?? []).includes(o.id))),
    [groups, selection],
  );
  const missing = groups.filter((group) => (selection[group.id] ?? []).length < group.min);
  const unitPrice = chosen.reduce((sum, option) => sum + option.price, product.price);

  const addToCart = () => {
    add({
      id: product.id,
      name: product.name,
      price: unitPrice,
      imgUri: product.imgUri,
      isVeggie: product.isVeggie,
      options: groups.length > 0 ? chosen.map(({ id, name, price }) => ({ id, name, price })) : undefined,
      note: note.trim() || undefined,
    });
    void toast(PRODUCT_ADDED, 800, { label: 'Ver carrito', href: PATHS.cart, go: () => void navigate(PATHS.cart) });
  };

  return (
    <div className="product-order">
      {groups.map((group) => (
        // A boundary per group: React hydrates each apart, the one touched first.
        <Suspense key={group.id} fallback={null}>
          <OptionGroupField
            group={group}
            chosen={selection[group.id] ?? []}
            onChange={(ids) => setSelection((current) => ({ ...current, [group.id]: ids }))}
          />
        </Suspense>
      ))}
      <Form.Group className="product-order__note" controlId={noteId}>
        <Form.Label>Aclaraciones</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={ITEM_NOTE_MAX}
          readOnly={!hydrated}
          value={note}
          placeholder="Por ejemplo: bien cortada al medio"
          onChange={(event) => setNote(event.target.value)}
        />
        <Form.Text>
          {note.length}/{ITEM_NOTE_MAX}
        </Form.Text>
      </Form.Group>
      <div className="product-order__footer">
        <p className="product-order__total" aria-live="polite">
          <span className="product-order__total-label">Total</span>{' '}
          <span data-testid="running-price">{formatPrice(unitPrice)}</span>
        </p>
        <Button
          variant="primary"
          size="lg"
          className="add-to-cart"
          disabled={missing.length > 0}
          aria-disabled={hydrated ? undefined : true}
          aria-label={`Agregar al carrito ${product.name} al carrito`}
          onClick={addToCart}
        >
          <BsCartPlus aria-hidden="true" className="me-2" />
          Agregar al carrito
        </Button>
      </div>
      {missing.length > 0 && (
        <p className="product-order__missing small text-body-secondary">
          Elegí {missing.map((g) => `"${g.name}"`).join(', ')} para continuar.
        </p>
      )}
    </div>
  );
}
