/**
 * Resolves once the page has loaded and the browser has a moment to spare (at once on the server).
 * What sits below the fold waits for it, so the first screen's work is not held up by it.
 */
export function whenIdle(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  const idle = (done: () => void) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => done(), { timeout: 2000 });
    else setTimeout(done, 200);
  };
  return new Promise((resolve) => {
    if (document.readyState === 'complete') idle(resolve);
    else window.addEventListener('load', () => idle(resolve), { once: true });
  });
}
