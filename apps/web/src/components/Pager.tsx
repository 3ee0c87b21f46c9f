import { useHydrated } from '#lib/hydrated';
import { FaChevronLeft } from './icons/FaChevronLeft';
import { FaChevronRight } from './icons/FaChevronRight';

interface PagerProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** Names the navigation landmark: 'Páginas del menú'. */
  label: string;
}

/** Numbered client-side pagination with Bootstrap's look; renders nothing for a single page. */
export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  // In server-rendered markup the buttons work once the page's code has taken over.
  const waiting = useHydrated() ? undefined : true;
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav aria-label={label} className="pager">
      <ul className="pagination justify-content-center flex-wrap mb-0">
        <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onChange(page - 1)}
            disabled={page <= 1}
            aria-disabled={waiting}
            aria-label="Página anterior"
          >
            <FaChevronLeft aria-hidden="true" />
          </button>
        </li>
        {pages.map((number) => (
          <li key={number} className={`page-item ${number === page ? 'active' : ''}`}>
            <button
              type="button"
              className="page-link"
              onClick={() => onChange(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-disabled={waiting}
              aria-label={`Página ${number}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={`page-item ${page >= pageCount ? 'disabled' : ''}`}>
          <button
            type="button"
            className="page-link"
            onClick={() => onChange(page + 1)}
            disabled={page >= pageCount}
            aria-disabled={waiting}
            aria-label="Página siguiente"
          >
            <FaChevronRight aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
