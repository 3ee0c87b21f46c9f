import { Link } from 'react-router';
import type { NamedRef, Product } from '@burgers/domain/types';
import { pathTo } from '#lib/paths';

function RefList({ title, refs, linked = false }: { title: string; refs: NamedRef[] | undefined; linked?: boolean }) {
  if (!refs || refs.length === 0) return null;
  return (
    <div className="composition__group">
      <h2 className="composition__title">{title}</h2>
      <ul className="composition__chips">
        {refs.map((ref) => (
          <li key={ref.id}>{linked ? <Link to={pathTo.product(ref.id)}>{ref.name}</Link> : ref.name}</li>
        ))}
      </ul>
    </div>
  );
}

function Facts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className="composition__facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (flag: boolean) => (flag ? 'Sí' : 'No');

/** What the product is made of: a burger's ingredients, a combo's parts, a drink's size and flags. */
export function ProductComposition({ product }: { product: Product }) {
  switch (product.type) {
    case 'burgers':
      return <RefList title="Ingredientes" refs={product.ingredient} />;
    case 'combos':
      return (
        <>
          <RefList title="Hamburguesa" refs={product.burger} linked />
          <RefList title="Papas" refs={product.friesList} linked />
          <RefList title="Bebida" refs={product.beverage} linked />
        </>
      );
    case 'beverages':
      return (
        <Facts
          facts={[
            { label: 'Tamaño', value: product.size },
            { label: 'Con gas', value: yesNo(product.isCarbonated) },
            { label: 'Con azúcar', value: yesNo(product.isSugar) },
          ]}
        />
      );
    case 'fries':
      return <Facts facts={[{ label: 'Tamaño', value: product.size }]} />;
    case 'burgerBase':
      return <p className="composition__text">{product.description}</p>;
    case 'ingredients':
      return <Facts facts={[{ label: 'Se puede repetir', value: yesNo(product.isRepeat) }]} />;
  }
}
