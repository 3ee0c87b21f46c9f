import { Link } from 'react-router';
import { PATHS } from '#lib/paths';
import { scrollToTop } from '../ScrollToTop';

/** The logo and name, always back to the home page. */
export function BrandLink({ tag }: { tag?: string }) {
  return (
    <Link
      to={PATHS.home}
      className="navbar-brand brand"
      onClick={scrollToTop}
      aria-label="Burgers Devoto, ir al inicio"
    >
      <img src="/images/logo.svg" alt="" width="44" height="44" className="brand__logo" />
      <span className="brand__text" aria-hidden="true">
        <span className="brand__name">Burgers</span>
        <span className="brand__place">Devoto</span>
      </span>
      {tag && (
        <span className="brand__tag" aria-hidden="true">
          {tag}
        </span>
      )}
    </Link>
  );
}
