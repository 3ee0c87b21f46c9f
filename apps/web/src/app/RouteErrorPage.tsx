import { Component, useEffect, type ReactNode } from 'react';
import { FaHome } from '#components/icons/FaHome';
import { PageLoader } from '#components/PageLoader';
import { PATHS } from '#lib/paths';

const RELOAD_KEY = 'burgers:chunk-reload-at';
/** A second failure within this time is not a fresh deploy any more: show the error page. */
const RELOAD_GUARD_MS = 30_000;

/** A page's code that no longer exists on the server: the app was deployed again since this tab loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    text,
  );
}

function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    return Date.now() - last > RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/**
 * The app's error page. A failed lazy chunk (after a deploy) reloads the page once, so the tab
 * gets the new build; anything else, or a chunk failing again, shows a Spanish page with a way home.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const reload = isChunkLoadError(error) && mayReload();

  useEffect(() => {
    if (!reload) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [reload]);

  if (reload) return <PageLoader />;
  return (
    <main id="contenido" className="not-found container" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="not-found__title">
        Algo salió mal
      </h1>
      <p className="not-found__text">No pudimos mostrar esta página. Probá de nuevo en unos minutos.</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        {/* A full load, not a client navigation: the app itself may be what failed. */}
        <a href={PATHS.home} className="btn btn-primary btn-lg">
          <FaHome aria-hidden="true" className="me-2" />
          Volver al inicio
        </a>
      </div>
    </main>
  );
}

/**
 * Catches what any page throws while rendering or loading its code. The routes are declarative
 * (useRoutes), where React Router's errorElement does not apply, so a plain error boundary does it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
