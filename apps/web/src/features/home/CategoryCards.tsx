import { Link } from 'react-router';
import { FallbackImage } from '#components/FallbackImage';
import { FaArrowRight } from '#components/icons/FaArrowRight';
import { SectionTitle } from '#components/SectionTitle';
import { PATHS } from '#lib/paths';

/** docs/product/storefront.md#home: four cards that choose the menu's category and open it (the menu reads ?category=). */
const CATEGORIES = [
  {
    label: 'Hamburguesas',
    text: 'Clásicas, dobles y bien cargadas',
    to: `${PATHS.menu}?category=burgers`,
    image: '/images/menu/clasica-devoto.svg',
  },
  {
    label: 'Combos',
    text: 'Burger, papas y bebida',
    to: `${PATHS.menu}?category=combos`,
    image: '/images/menu/combo-clasico.svg',
  },
  {
    label: 'Bebidas',
    text: 'Gaseosas, limonada y cerveza',
    to: `${PATHS.menu}?category=beverages`,
    image: '/images/menu/limonada-menta-jengibre.svg',
  },
  { label: 'Todo', text: 'El menú completo', to: PATHS.menu, image: '/images/menu/combo-para-dos.svg' },
] as const;

export function CategoryCards() {
  return (
    <section className="section categories" aria-labelledby="categories-title">
      <div className="container">
        <SectionTitle id="categories-title" kicker="¿Qué se te antoja?" title="Elegí tu categoría" />
        <ul className="categories__grid">
          {CATEGORIES.map((category, index) => (
            <li key={category.label}>
              {/* Named by the category alone (SPEC's card names); the line under it describes it. */}
              <Link
                to={category.to}
                className="category-card"
                aria-labelledby={`category-${index}-label`}
                aria-describedby={`category-${index}-text`}
              >
                <FallbackImage
                  src={category.image}
                  alt=""
                  kind="product"
                  className="category-card__image"
                  width="300"
                  height="225"
                />
                <span className="category-card__label" id={`category-${index}-label`}>
                  {category.label}
                </span>
                <span className="category-card__text" id={`category-${index}-text`}>
                  {category.text}
                </span>
                <span className="category-card__go" aria-hidden="true">
                  <FaArrowRight />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
