import { Button, Form } from 'react-bootstrap';
import { groupRuleLabel, optionPriceLabel } from '@burgers/domain/options';
import type { Product } from '@burgers/domain/types';

/** One option as the form holds it: the API's body shape, texts as typed. */
export interface OptionFormValue {
  id?: number;
  name: string;
  price: string;
  isDefault: boolean;
  inStock: boolean;
  productId: number | null;
}

/** A group as the form holds it: the answer's group, its numbers as typed and its options as form values. */
export type OptionGroupFormValue = Pick<Product['optionGroups'][number], 'name'> & {
  id?: number;
  min: string;
  max: string;
  options: OptionFormValue[];
};

/** The product's groups as the form starts with them. */
export function groupsFormValue(product: Product | null): OptionGroupFormValue[] {
  return (product?.optionGroups ?? []).map((group) => ({
    id: group.id,
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      price: String(option.price),
      isDefault: option.isDefault,
      // A linked option's stock is its product's: the form keeps its own flag on.
      inStock: option.productId === null ? option.inStock : true,
      productId: option.productId,
    })),
  }));
}

const TYPE_CHOICES = [
  { value: 'ingredients', label: 'Ingredientes' },
  { value: 'beverages', label: 'Bebidas' },
  { value: 'fries', label: 'Papas' },
  { value: 'burgers', label: 'Hamburguesas' },
] as const;

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

interface EditorProps {
  groups: OptionGroupFormValue[];
  onChange: (groups: OptionGroupFormValue[]) => void;
  /** What an option may stand for: the catalogue's products (and ingredients). */
  catalogue: ReadonlyArray<Pick<Product, 'id' | 'name' | 'type' | 'price'>>;
  error?: string;
}

/**
 * The admin's option groups of a product: add, order and remove groups and options, link an
 * option to a catalogue product (chosen by type), mark defaults; and the customer's view of it.
 */
export function OptionGroupsEditor({ groups, onChange, catalogue, error }: EditorProps) {
  const setGroup = (index: number, group: OptionGroupFormValue) =>
    onChange(groups.map((g, i) => (i === index ? group : g)));
  const setOption = (groupIndex: number, optionIndex: number, option: OptionFormValue) => {
    const group = groups[groupIndex];
    if (group)
      setGroup(groupIndex, { ...group, options: group.options.map((o, i) => (i === optionIndex ? option : o)) });
  };

  return (
    <section className="option-editor mb-3" aria-labelledby="option-editor-title">
      <h2 id="option-editor-title" className="h5">
        Opciones para el cliente
      </h2>
      {error && (
        <p className="text-danger small" role="alert">
          {error}
        </p>
      )}
      {groups.map((group, groupIndex) => (
        <fieldset
          key={group.id ?? `new-${groupIndex}`}
          className="option-editor__group border rounded p-3 mb-3"
          data-testid="option-group-editor"
        >
          <legend className="visually-hidden">Grupo {group.name || groupIndex + 1}</legend>
          <div className="row g-2 align-items-end">
            <Form.Group className="col-12 col-md-6" controlId={`group-${groupIndex}-name`}>
              <Form.Label>Grupo</Form.Label>
              <Form.Control
                value={group.name}
                onChange={(e) => setGroup(groupIndex, { ...group, name: e.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-6 col-md-2" controlId={`group-${groupIndex}-min`}>
              <Form.Label>Mínimo</Form.Label>
              <Form.Control
                type="number"
                min={0}
                value={group.min}
                onChange={(e) => setGroup(groupIndex, { ...group, min: e.target.value })}
              />
            </Form.Group>
            <Form.Group className="col-6 col-md-2" controlId={`group-${groupIndex}-max`}>
              <Form.Label>Máximo</Form.Label>
              <Form.Control
                type="number"
                min={1}
                value={group.max}
                onChange={(e) => setGroup(groupIndex, { ...group, max: e.target.value })}
              />
            </Form.Group>
            <div className="col-12 col-md-2 d-flex gap-1">
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Subir el grupo ${group.name}`}
                onClick={() => onChange(moved(groups, groupIndex, groupIndex - 1))}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={`Bajar el grupo ${group.name}`}
                onClick={() => onChange(moved(groups, groupIndex, groupIndex + 1))}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => onChange(groups.filter((_, i) => i !== groupIndex))}
              >
                Quitar grupo
              </Button>
            </div>
          </div>
          <ul className="list-unstyled mt-3 mb-2">
            {group.options.map((option, optionIndex) => {
              const linked = catalogue.find((p) => p.id === option.productId);
              const prefix = `group-${groupIndex}-option-${optionIndex}`;
              return (
                <li key={option.id ?? `new-${optionIndex}`} className="row g-2 align-items-center mb-2">
                  <div className="col-12 col-md-3">
                    <Form.Control
                      aria-label="Opción"
                      value={option.name}
                      placeholder={linked?.name ?? 'Nombre'}
                      onChange={(e) => setOption(groupIndex, optionIndex, { ...option, name: e.target.value })}
                    />
                  </div>
                  <div className="col-4 col-md-2">
                    <Form.Control
                      aria-label="Suma al precio"
                      value={option.price}
                      inputMode="decimal"
                      onChange={(e) => setOption(groupIndex, optionIndex, { ...option, price: e.target.value })}
                    />
                  </div>
                  <div className="col-8 col-md-3">
                    <Form.Select
                      aria-label="Producto del catálogo"
                      value={option.productId ?? ''}
                      onChange={(e) => {
                        const id = e.target.value ? Number(e.target.value) : null;
                        const product = catalogue.find((p) => p.id === id);
                        setOption(groupIndex, optionIndex, {
                          ...option,
                          productId: id,
                          inStock: true,
                          name: product ? product.name : option.name,
                        });
                      }}
                    >
                      <option value="">Opción simple</option>
                      {TYPE_CHOICES.map((type) => (
                        <optgroup key={type.value} label={type.label}>
                          {catalogue
                            .filter((p) => p.type === type.value)
                            .map((p) => (
                              <option key={p.id} value={p.id}>
                                {p.name}
                              </option>
                            ))}
                        </optgroup>
                      ))}
                    </Form.Select>
                  </div>
                  <div className="col-12 col-md-4 d-flex flex-wrap align-items-center gap-2">
                    <Form.Check
                      id={`${prefix}-default`}
                      label="Predeterminada"
                      checked={option.isDefault}
                      onChange={(e) => setOption(groupIndex, optionIndex, { ...option, isDefault: e.target.checked })}
                    />
                    {option.productId === null && (
                      <Form.Check
                        id={`${prefix}-stock`}
                        label="En stock"
                        checked={option.inStock}
                        onChange={(e) => setOption(groupIndex, optionIndex, { ...option, inStock: e.target.checked })}
                      />
                    )}
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Subir ${option.name}`}
                      onClick={() =>
                        setGroup(groupIndex, { ...group, options: moved(group.options, optionIndex, optionIndex - 1) })
                      }
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      aria-label={`Quitar la opción ${option.name}`}
                      onClick={() =>
                        setGroup(groupIndex, { ...group, options: group.options.filter((_, i) => i !== optionIndex) })
                      }
                    >
                      ✕
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() =>
              setGroup(groupIndex, {
                ...group,
                options: [...group.options, { name: '', price: '0', isDefault: false, inStock: true, productId: null }],
              })
            }
          >
            Agregar opción
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline-primary"
        onClick={() => onChange([...groups, { name: '', min: '0', max: '1', options: [] }])}
      >
        Agregar grupo de opciones
      </Button>
      {groups.length > 0 && (
        <div className="option-editor__preview mt-3 p-3 border rounded bg-light" aria-label="Vista previa">
          <h3 className="h6">Vista previa: así lo ve el cliente</h3>
          {groups.map((group, index) => (
            <div key={index} className="mb-2">
              <p className="mb-1 fw-semibold">
                {group.name || 'Sin nombre'}{' '}
                <span className="small text-body-secondary">
                  · {groupRuleLabel({ min: Number(group.min) || 0, max: Number(group.max) || 0 })}
                </span>
              </p>
              <ul className="small mb-0">
                {group.options.map((option, optionIndex) => {
                  const name = option.name || catalogue.find((p) => p.id === option.productId)?.name || 'Sin nombre';
                  const price = optionPriceLabel(Number(option.price.replace(',', '.')) || 0);
                  return (
                    <li key={optionIndex}>
                      {name} {price} {option.isDefault ? '(predeterminada)' : ''} {option.inStock ? '' : '· Sin stock'}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
