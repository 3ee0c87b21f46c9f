import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { sinTaccChoices } from '@burgers/domain/dietary';
import { MSG } from '@burgers/domain/messages';
import { allergensLabel } from '@burgers/domain/options';
import NotFoundPage from '#app/NotFoundPage';
import { DietaryBadges } from '#components/DietaryBadges';
import { FallbackImage } from '#components/FallbackImage';
import { FavoriteButton } from '#components/FavoriteButton';
import { FaArrowLeft } from '#components/icons/FaArrowLeft';
import { PageLoader } from '#components/PageLoader';
import { PriceTag } from '#components/PriceTag';
import { TYPE_LABELS, showsVeggieBadge } from '#components/product-summary';
import { ProductPromotionNote } from '#components/ProductPromotionNote';
import { VeggieBadge } from '#components/VeggieBadge';
import { productTitle, usePageTitle } from '#lib/page-title';
import { PATHS } from '#lib/paths';
import { isMissing, productQuery } from './api/product';
import { ProductComposition } from './ProductComposition';
import { ProductOrderForm } from './ProductOrderForm';
import './product.scss';

/** /detalle/{id}: the product and its composition; a missing or deleted one shows the not-found page. */
export default function ProductPage() {
  const { id = '' } = useParams();
  // Opened from the menu filtered to sin TACC: the choices that make it so come chosen.
  const [search] = useSearchParams();
  const fromSinTacc = search.get('sinTacc') === 'true';
  const validId = /^\d+$/.test(id);
  const { data: product, error, isPending } = useQuery({ ...productQuery(id), enabled: validId });
  usePageTitle(product ? productTitle(product.name) : undefined);

  if (!validId || isMissing(error)) return <NotFoundPage />;
  if (isPending) return <PageLoader reserve />;
  if (!product) {
    return (
      <section className="container py-5 text-center">
        <h1 className="h2">No pudimos cargar el producto</h1>
        <Link to={PATHS.menu} className="btn btn-primary mt-3">
          Volver al menú
        </Link>
      </section>
    );
  }

  const canBuy = product.type !== 'burgerBase' && product.type !== 'ingredients';
  // Not gluten-free as it comes, but one of its choices makes it so ("Pan sin TACC").
  const availableSinTacc =
    !product.tags.includes('sinTacc') &&
    product.optionGroups.some((group) => group.options.some((option) => option.tags.includes('sinTacc')));
  const allergens = allergensLabel(product.allergens);
  return (
    <div className="product-page">
      <div className="container">
        <Link to={PATHS.menu} className="product-page__back">
          <FaArrowLeft aria-hidden="true" className="me-2" />
          Volver al menú
        </Link>
        <article className="product-detail">
          <div className="product-detail__media">
            <FallbackImage
              src={product.imgUri}
              alt={product.name}
              kind="product"
              className="product-detail__image"
              width="800"
              height="600"
              loading="eager"
              fetchPriority="high"
            />
            {showsVeggieBadge(product) && <VeggieBadge className="product-detail__veggie" />}
          </div>
          <div className="product-detail__info">
            <p className="product-detail__type">{TYPE_LABELS[product.type]}</p>
            <h1 className="product-detail__name">{product.name}</h1>
            <PriceTag value={product.price} className="product-detail__price" />
            <ProductPromotionNote product={product} />
            <div className="product-detail__diet">
              <DietaryBadges tags={product.tags} />
              {availableSinTacc && <p className="product-detail__sin-tacc">Disponible sin TACC</p>}
              {allergens && <p className="product-detail__allergens">{allergens}</p>}
            </div>
            {canBuy && product.inStock && (
              <ProductOrderForm
                product={product}
                preselect={fromSinTacc ? sinTaccChoices(product).map((o) => o.id) : []}
              />
            )}
            <section className="composition" aria-label="Composición">
              <ProductComposition product={product} />
            </section>
            <div className="product-detail__actions">
              {!product.inStock ? (
                <span className="stock-label fs-6 px-3 py-2">Sin stock</span>
              ) : canBuy ? null : (
                <Link to={PATHS.builder} className="btn btn-primary btn-lg">
                  Usala en Armá tu burger
                </Link>
              )}
              <FavoriteButton productId={product.id} productName={product.name} className="product-detail__favorite" />
            </div>
            {product.missingParts && (
              <p className="product-detail__missing" role="note">
                {MSG.productMissingParts.replace('{partes}', product.missingParts.join(', '))}
              </p>
            )}
            <ul className="product-detail__perks">
              <li>Preparado al momento</li>
              <li>Retiro en el local o delivery por la zona</li>
            </ul>
          </div>
        </article>
      </div>
    </div>
  );
}
