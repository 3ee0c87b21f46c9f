import type { NavigateFunction } from 'react-router';

/**
 * Navigation for code outside components (a popup's confirm button): the router registers its
 * navigate function here once mounted.
 */
let current: NavigateFunction | undefined;

export function registerNavigate(navigate: NavigateFunction): void {
  current = navigate;
}

export async function navigateTo(path: string): Promise<void> {
  if (current) await current(path);
  else window.location.assign(path);
}
