export function PageLoader() {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-warning" aria-hidden="true" />
      <span className="visually-hidden">Cargando...</span>
    </div>
  );
}
