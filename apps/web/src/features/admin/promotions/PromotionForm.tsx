import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { PROMOTION_KINDS, type PromotionKind } from '@burgers/domain/promotions';
import type { Product } from '@burgers/domain/types';
import { DaysAndTimes } from './DaysAndTimes';
import { CATEGORY_LABELS, KIND_LABELS, type PromotionFormValues } from './promotion-form-values';

interface PromotionFormProps {
  initial: PromotionFormValues;
  products: readonly Product[];
  busy: boolean;
  error: string | null;
  editing: boolean;
  onSubmit: (values: PromotionFormValues) => void;
  onCancel: () => void;
}

/** One promotion's editor: the kind decides which values it asks for. */
export function PromotionForm({ initial, products, busy, error, editing, onSubmit, onCancel }: PromotionFormProps) {
  const [values, setValues] = useState(initial);
  const set = (change: Partial<PromotionFormValues>) => setValues((current) => ({ ...current, ...change }));
  const field = (name: keyof PromotionFormValues) => ({
    value: String(values[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value }),
  });
  const fixed = values.kind === 'precio_fijo';
  const units = (id: number) => values.productIds.filter((one) => one === id).length;
  const setUnits = (id: number, count: number) =>
    set({
      productIds: [...values.productIds.filter((one) => one !== id), ...Array<number>(Math.max(0, count)).fill(id)],
    });
  const toggleProduct = (id: number) => setUnits(id, units(id) > 0 ? 0 : 1);
  const toggleCategory = (category: string) =>
    set({
      categories: values.categories.includes(category)
        ? values.categories.filter((one) => one !== category)
        : [...values.categories, category],
    });

  return (
    <Form
      noValidate
      className="promo-form card shadow-sm"
      aria-label={editing ? 'Editar promoción' : 'Nueva promoción'}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      <div className="card-body d-grid gap-3">
        <h2 className="h4 mb-0">{editing ? 'Editar promoción' : 'Nueva promoción'}</h2>
        <Form.Group controlId="promo-name">
          <Form.Label>Nombre que ven los clientes</Form.Label>
          <Form.Control {...field('name')} maxLength={60} placeholder="2x1 los martes" />
        </Form.Group>
        <Form.Group controlId="promo-kind">
          <Form.Label>Tipo</Form.Label>
          <Form.Select value={values.kind} onChange={(event) => set({ kind: event.target.value as PromotionKind })}>
            {PROMOTION_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="promo-form__values">
          {values.kind === 'nxm' && (
            <>
              <Form.Group controlId="promo-buy">
                <Form.Label>Llevás</Form.Label>
                <Form.Control {...field('buy')} inputMode="numeric" />
              </Form.Group>
              <Form.Group controlId="promo-pay">
                <Form.Label>Pagás</Form.Label>
                <Form.Control {...field('pay')} inputMode="numeric" />
              </Form.Group>
            </>
          )}
          {(values.kind === 'porcentaje' || values.kind === 'monto_minimo') && (
            <Form.Group controlId="promo-percentage">
              <Form.Label>Porcentaje (1 a 100)</Form.Label>
              <Form.Control {...field('percentage')} inputMode="decimal" />
            </Form.Group>
          )}
          {fixed && (
            <Form.Group controlId="promo-fixed">
              <Form.Label>Precio del combo ($)</Form.Label>
              <Form.Control {...field('fixedPrice')} inputMode="decimal" />
            </Form.Group>
          )}
          {values.kind === 'monto_minimo' && (
            <>
              <Form.Group controlId="promo-minimum">
                <Form.Label>Desde un subtotal de ($)</Form.Label>
                <Form.Control {...field('minimum')} inputMode="decimal" />
              </Form.Group>
              <Form.Group controlId="promo-amount">
                <Form.Label>O un monto fijo de descuento ($)</Form.Label>
                <Form.Control {...field('amount')} inputMode="decimal" />
              </Form.Group>
            </>
          )}
        </div>
        {values.kind !== 'monto_minimo' && (
          <fieldset>
            <legend className="form-label fs-6 fw-semibold mb-1">
              {fixed ? 'Productos del combo (unidades)' : 'Productos y categorías'}
            </legend>
            {!fixed && (
              <div className="promo-form__categories">
                {Object.entries(CATEGORY_LABELS).map(([category, label]) => (
                  <Form.Check
                    key={category}
                    id={`promo-category-${category}`}
                    label={`Toda la categoría ${label}`}
                    checked={values.categories.includes(category)}
                    onChange={() => toggleCategory(category)}
                  />
                ))}
              </div>
            )}
            <ul className="promo-form__products list-unstyled mb-0">
              {products.map((product) => (
                <li key={product.id}>
                  {fixed ? (
                    <label className="d-flex align-items-center gap-2">
                      <Form.Control
                        type="number"
                        min={0}
                        max={9}
                        size="sm"
                        className="promo-form__units"
                        value={units(product.id)}
                        onChange={(event) => setUnits(product.id, Number(event.target.value))}
                      />
                      {product.name}
                    </label>
                  ) : (
                    <Form.Check
                      id={`promo-product-${product.id}`}
                      label={product.name}
                      checked={units(product.id) > 0}
                      onChange={() => toggleProduct(product.id)}
                    />
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <DaysAndTimes idPrefix="promo" days={values.days} from={values.from} to={values.to} onChange={set} />
        <div className="promo-form__values">
          <Form.Group controlId="promo-starts">
            <Form.Label>Primer día (opcional)</Form.Label>
            <Form.Control type="date" {...field('startsOn')} />
          </Form.Group>
          <Form.Group controlId="promo-ends">
            <Form.Label>Último día (opcional)</Form.Label>
            <Form.Control type="date" {...field('endsOn')} />
          </Form.Group>
        </div>
        <Form.Check
          type="switch"
          id="promo-stacks"
          label="Se combina con cupones"
          checked={values.stacksWithCoupons}
          onChange={(event) => set({ stacksWithCoupons: event.target.checked })}
        />
        <Form.Check
          type="switch"
          id="promo-active"
          label="Activa"
          checked={values.active}
          onChange={(event) => set({ active: event.target.checked })}
        />
        {error && (
          <p className="alert alert-danger mb-0" role="alert">
            {error}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {editing ? 'Guardar cambios' : 'Crear promoción'}
          </Button>
          {editing && (
            <Button variant="outline-secondary" onClick={onCancel}>
              Cancelar
            </Button>
          )}
        </div>
      </div>
    </Form>
  );
}
