import { PATHS } from './paths';

/**
 * Coming back after logging in: a page that needs a session sends the visitor to
 * `/userlogin?redirectTo=<where they were>`, and the login page returns there. Only a path on
 * this site is followed (one leading '/', never '//' or a scheme), so the parameter cannot
 * send anyone to another site.
 */
export const REDIRECT_PARAM = 'redirectTo';

export function isSameOriginPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** The login page's address that comes back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return isSameOriginPath(path) ? `${PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(path)}` : PATHS.login;
}

/** Where to go after a successful login: the requested path, else home (docs/product/accounts.md#login). */
export function afterLoginPath(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return isSameOriginPath(target) ? target : '/';
}
