import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { catalogueQuery } from '#api/catalogue';
import { useFavorites } from '#api/favorites';
import { FaRegHeart } from '#components/icons/FaRegHeart';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';
import { FavoriteCard } from './FavoriteCard';
import './favorites.scss';

/** /userfavorites: the customer's favourite products, each with View and Remove (docs/product/customer-area.md#favourites). */
export default function FavoritesPage() {
  const { ids, loading, toggle } = useFavorites();
  const catalogue = useQuery(catalogueQuery);

  const favourites = (catalogue.data ?? []).filter((product) => ids.includes(product.id));

  return (
    <div className="favorites-page">
      <PageHeader
        kicker="Mi perfil"
        title="Mis favoritos"
        subtitle="Lo que más te gusta de nuestro menú, siempre a mano."
      />
      <div className="container py-4 py-md-5">
        {catalogue.isPending || loading ? (
          <PageLoader />
        ) : favourites.length === 0 ? (
          <div className="favorites-empty card card-body text-center py-5">
            <FaRegHeart className="favorites-empty__icon mx-auto mb-3" aria-hidden="true" />
            <p className="fs-5 mb-1">Todavía no tenés favoritos.</p>
            <p className="text-body-secondary mb-4">
              Tocá el corazón de los productos que más te gusten para guardarlos acá.
            </p>
            <div>
              <Link to={PATHS.menu} className="btn btn-primary btn-lg fw-semibold">
                Ir al menú
              </Link>
            </div>
          </div>
        ) : (
          <ul className="row g-3 g-md-4 list-unstyled mb-0">
            {favourites.map((product) => (
              <li key={product.id} className="col-12 col-sm-6 col-lg-4">
                <FavoriteCard product={product} onRemove={() => toggle(product.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
