import { useRef } from 'react';

/**
 * True from the first render where `show` is: a modal rendered only from then on costs a page's first
 * render nothing (react-bootstrap's Modal runs its transition and portal even while hidden, some 15 ms
 * of a slow phone's first render of the login page), and once opened it stays, so it still animates
 * its closing.
 */
export function useOpenedOnce(show: boolean): boolean {
  const opened = useRef(show);
  if (show) opened.current = true;
  return opened.current;
}
