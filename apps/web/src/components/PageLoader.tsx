/**
 * A spinner while a page or its data loads. `reserve` keeps a screen's height in its place, so the
 * footer below does not jump up and back when the content arrives (no layout shift).
 */
export function PageLoader({ reserve = false }: { reserve?: boolean }) {
  return (
    <div
      className={`d-flex justify-content-center py-5 ${reserve ? 'page-loader--reserve' : ''}`.trim()}
      role="status"
      aria-live="polite"
    >
      <div className="spinner-border text-warning" aria-hidden="true" />
      <span className="visually-hidden">Cargando...</span>
    </div>
  );
}
