/**
 * Gives the focus back to `previous` (what had it before a popup opened) only when nothing holds it:
 * a person who has already clicked into a field keeps typing there. SweetAlert2's own return of the
 * focus comes 100 ms after the popup has gone, whatever the person did meanwhile, and what they typed
 * next went to the button that opened the popup.
 */
export function returnFocusIfLost(previous: Element | null): void {
  if (!(previous instanceof HTMLElement) || !previous.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  previous.focus({ preventScroll: true });
}
