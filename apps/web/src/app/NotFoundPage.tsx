import { Link } from 'react-router';
import { FaHome } from '#components/icons/FaHome';
import { LostBurger } from '#components/illustrations/LostBurger';
import { PATHS } from '#lib/paths';

/** docs/product/storefront.md#not-found: any unknown route, and a missing or deleted product. */
export default function NotFoundPage() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <LostBurger className="not-found__art" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        Parece que te perdiste...
      </h1>
      <p className="not-found__text">
        La página que buscás no existe o ya no está en el menú. Volvamos a lo importante: las burgers.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={PATHS.home} className="btn btn-primary btn-lg">
          <FaHome aria-hidden="true" className="me-2" />
          Volver al inicio
        </Link>
        <Link to={PATHS.menu} className="btn btn-outline-secondary btn-lg">
          Ver el menú
        </Link>
      </div>
    </section>
  );
}
