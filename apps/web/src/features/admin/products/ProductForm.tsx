import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { SIZES, type ProductType } from '@burgers/domain/constants';
import { ALLERGEN_LABELS, ALLERGENS, DIETARY_TAGS, TAG_LABELS } from '@burgers/domain/options';
import { productSchemas, type ProductData } from '@burgers/domain/schemas/products';
import type { NamedRef, Product } from '@burgers/domain/types';
import { catalogueQuery, ingredientsQuery } from '#api/catalogue';
import { FormField } from '#components/FormField';
import { errorAlert, successAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { useSaveProduct } from './api/save-product';
import { IdPicker } from './IdPicker';
import { ImageField } from './ImageField';
import { PRODUCTS_TEXT } from './messages';
import { OptionGroupsEditor } from './OptionGroupsEditor';
import { formValuesOf, type ListField, type ProductFormValues } from './product-form-values';

type ProductPayload = ProductData<ProductType>;

interface ProductFormProps {
  type: ProductType;
  /** The product being edited; null when creating. */
  product: Product | null;
}

interface Pickable extends NamedRef {
  isVeggie: boolean;
}

/** Names of what a product already holds, for parts no longer offered (an inactive ingredient). */
function heldRefs(product: Product | null): NamedRef[] {
  if (product?.type === 'burgers') return product.ingredient ?? [];
  if (product?.type === 'combos')
    return [...(product.burger ?? []), ...(product.friesList ?? []), ...(product.beverage ?? [])];
  return [];
}

/** The first message among a nested field's errors (a group's or an option's). */
function firstMessage(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  // `ref` is a DOM element: never walked.
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The form of one product type, checked with the domain's schema for that type (docs/product/admin.md#product-forms). */
export function ProductForm({ type, product }: ProductFormProps) {
  const navigate = useNavigate();
  const save = useSaveProduct();
  // The form holds the fields of every type; each type's schema reads its own and drops the rest.
  const resolver = zodResolver(productSchemas[type]) as unknown as Resolver<ProductFormValues, unknown, ProductPayload>;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductPayload>({ resolver, defaultValues: formValuesOf(product) });
  const [isVeggie, imgUri, ...lists] = useWatch({
    control,
    name: ['isVeggie', 'imgUri', 'ingredients', 'burgers', 'fries', 'beverages'],
  });
  const chosenIds: Record<ListField, number[]> = {
    ingredients: lists[0],
    burgers: lists[1],
    fries: lists[2],
    beverages: lists[3],
  };

  const sellable = type !== 'burgerBase' && type !== 'ingredients';
  const ingredients = useQuery({ ...ingredientsQuery, enabled: type === 'burgers' || sellable });
  const catalogue = useQuery({ ...catalogueQuery, enabled: type === 'combos' || sellable });
  const optionGroups = useWatch({ control, name: 'optionGroups' });
  const sources: Record<ListField, Pickable[]> = {
    ingredients: ingredients.data ?? [],
    burgers: (catalogue.data ?? []).filter((p) => p.type === 'burgers'),
    fries: (catalogue.data ?? []).filter((p) => p.type === 'fries'),
    beverages: (catalogue.data ?? []).filter((p) => p.type === 'beverages'),
  };
  const names = new Map([...heldRefs(product), ...Object.values(sources).flat()].map((item) => [item.id, item.name]));

  const pickerProps = (field: ListField) => {
    const chosen = chosenIds[field];
    return {
      // docs/product/admin.md#product-forms: veggie products offer only veggie parts; chosen parts are not offered again.
      offered: sources[field].filter((item) => !chosen.includes(item.id) && (!isVeggie || item.isVeggie)),
      chosen: chosen.map((id) => ({ id, name: names.get(id) ?? `#${id}` })),
      onAdd: (id: number) => setValue(field, [...chosen, id], { shouldDirty: true }),
      onRemove: (id: number) =>
        setValue(
          field,
          chosen.filter((other) => other !== id),
          { shouldDirty: true },
        ),
    };
  };

  const veggieField = register('isVeggie', {
    onChange: (event: { target: { checked: boolean } }) => {
      // docs/product/admin.md#product-forms: turning veggie on clears what may hold meat.
      if (!event.target.checked) return;
      const cleared: ListField[] =
        type === 'burgers' ? ['ingredients'] : type === 'combos' ? ['burgers', 'fries', 'beverages'] : [];
      for (const field of cleared) setValue(field, [], { shouldDirty: true });
    },
  });

  const editing = product !== null;
  const submit = handleSubmit((data) =>
    save.mutate(
      { type, id: product?.id, data },
      {
        onSuccess: () =>
          void successAlert(editing ? PRODUCTS_TEXT.updated : PRODUCTS_TEXT.created, undefined, 1500).then(() =>
            navigate(PATHS.adminProducts),
          ),
        onError: () => void errorAlert(editing ? PRODUCTS_TEXT.updateFailed : PRODUCTS_TEXT.createFailed),
      },
    ),
  );

  const hasSize = type === 'beverages' || type === 'fries';
  return (
    <Form onSubmit={(event) => void submit(event)} noValidate className="product-form">
      <div className="row g-3">
        <div className="col-12 col-md-8">
          <FormField
            id="product-name"
            label="Nombre"
            error={errors.name?.message}
            registration={register('name')}
            autoComplete="off"
          />
        </div>
        <div className="col-12 col-md-4">
          <FormField
            id="product-price"
            label="Precio ($)"
            error={errors.price?.message}
            registration={register('price')}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="mt-3">
        <ImageField
          value={imgUri}
          error={errors.imgUri?.message}
          registration={register('imgUri')}
          onUploaded={(url) => setValue('imgUri', url, { shouldDirty: true, shouldValidate: true })}
        />
      </div>

      {type === 'burgerBase' && (
        <Form.Group className="mb-3" controlId="product-description">
          <Form.Label>Descripción</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            isInvalid={Boolean(errors.description)}
            aria-describedby={errors.description ? 'product-description-error' : undefined}
            {...register('description')}
          />
          <Form.Control.Feedback type="invalid" id="product-description-error">
            {errors.description?.message}
          </Form.Control.Feedback>
        </Form.Group>
      )}

      {hasSize && (
        <Form.Group className="mb-3" controlId="product-size">
          <Form.Label>Tamaño</Form.Label>
          <Form.Select isInvalid={Boolean(errors.size)} {...register('size')}>
            {SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.size?.message}</Form.Control.Feedback>
        </Form.Group>
      )}

      <div className="d-flex flex-wrap gap-4 mb-3">
        <Form.Check type="switch" id="product-isVeggie" label="Veggie" {...veggieField} />
        {type === 'beverages' && (
          <Form.Check type="switch" id="product-isCarbonated" label="Con gas" {...register('isCarbonated')} />
        )}
        {type === 'beverages' && (
          <Form.Check type="switch" id="product-isSugar" label="Con azúcar" {...register('isSugar')} />
        )}
        {type === 'ingredients' && (
          <Form.Check type="switch" id="product-isRepeat" label="Se puede repetir" {...register('isRepeat')} />
        )}
      </div>

      <fieldset className="mb-3">
        <legend className="h6">Apto</legend>
        <div className="d-flex flex-wrap gap-3">
          {DIETARY_TAGS.map((tag) => (
            <Form.Check
              key={tag}
              id={`product-tag-${tag}`}
              type="checkbox"
              value={tag}
              label={TAG_LABELS[tag]}
              {...register('tags')}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">Alérgenos (Contiene)</legend>
        <div className="d-flex flex-wrap gap-3">
          {ALLERGENS.map((allergen) => (
            <Form.Check
              key={allergen}
              id={`product-allergen-${allergen}`}
              type="checkbox"
              value={allergen}
              label={ALLERGEN_LABELS[allergen]}
              {...register('allergens')}
            />
          ))}
        </div>
      </fieldset>

      {type === 'burgers' && <IdPicker id="product-ingredients" label="Ingredientes" {...pickerProps('ingredients')} />}
      {type === 'combos' && (
        <>
          <IdPicker id="product-burgers" label="Hamburguesas" {...pickerProps('burgers')} />
          <IdPicker id="product-fries" label="Papas" {...pickerProps('fries')} />
          <IdPicker id="product-beverages" label="Bebidas" {...pickerProps('beverages')} />
        </>
      )}

      {sellable && (
        <OptionGroupsEditor
          groups={optionGroups}
          onChange={(next) => setValue('optionGroups', next, { shouldDirty: true })}
          catalogue={[...(ingredients.data ?? []), ...(catalogue.data ?? [])]}
          error={firstMessage(errors.optionGroups)}
        />
      )}

      <div className="d-flex flex-wrap justify-content-end gap-2 mt-4">
        <Link to={PATHS.adminProducts} className="btn btn-outline-secondary">
          {PRODUCTS_TEXT.cancel}
        </Link>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {editing ? PRODUCTS_TEXT.save : PRODUCTS_TEXT.create}
        </Button>
      </div>
    </Form>
  );
}
