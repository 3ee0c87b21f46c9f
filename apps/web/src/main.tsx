import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, loadPageCode } from './app/router';
// Latin only: the shop writes Spanish; the other subsets were fetched by no one but weighed on the CSS.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/bebas-neue/latin-400.css';
import './styles/main.scss';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

/** How long a page that reports no first paint (a browser without paint timing) waits for it. */
const FIRST_PAINT_WAIT_MS = 500;

/**
 * Settles once the page is on screen: when the browser reports its first contentful paint, the frame
 * shown and not only drawn (a frame's animation callback comes before it is drawn, and a headless
 * Chromium shows a frame some 100 ms after drawing it); at once in a hidden tab, which paints nothing.
 */
function firstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return;
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs `work` in a task of its own once the page is on screen: the page's code, asked for before the
 * page was shown, would count as what its first paint waited for (docs/decisions/0022).
 */
function afterFirstPaint(work: () => void) {
  void firstPaint().then(() => setTimeout(work, 0));
}

// A public page arrives rendered by the server (entry-server.tsx): React takes over its markup once it
// has been painted, after a task that starts the page's code. The takeover is a transition, so React
// hydrates in slices of a few milliseconds and each Suspense boundary apart, the one touched first.
// Every other page arrives as an empty shell and is rendered here, in a task after this module's
// (loading the modules and the first render in one task made one long task of them).
if (container.firstElementChild) {
  afterFirstPaint(() => loadPageCode(window.location.pathname));
  afterFirstPaint(() =>
    startTransition(
      () =>
        void hydrateRoot(container, app, {
          // A page whose markup did not match is rendered again by React; it still says so, plainly.
          onRecoverableError: (error) => console.error('Hydration error:', error),
        }),
    ),
  );
} else setTimeout(() => createRoot(container).render(app), 0);
