/**
 * Full-page navigations: the server runs the sign-in with the provider and its logout. Kept apart
 * from the provider query so the shell's logout does not pull the query library into every page.
 */
export const SOCIAL_LOGIN_START = '/api/login/oidc/start';
export const SOCIAL_LOGOUT = '/api/login/oidc/logout';
