import type { NavigateFunction } from 'react-router';
import { STORAGE_KEYS } from '@burgers/domain/constants';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import { callApi } from '#api/client';
import { PATHS } from '#lib/paths';
import { useCart } from '#stores/cart';
import { useCoupons } from '#stores/coupons';
import { useSession } from '#stores/session';
import { writeStoredKey } from '#stores/spec-storage';
import { SOCIAL_LOGOUT } from './api/social-paths';

/**
 * docs/product/accounts.md#sessions-and-logout logout: user, cart, favourites and coupons leave memory and storage, then home; for a
 * person signed in through the identity provider, home by way of the provider's logout.
 * The server is asked to revoke the token too (read before the session is cleared); the browser
 * forgets everything whether or not that call gets through.
 */
export function logout(navigate: NavigateFunction): void {
  const endProviderSession = useSession.getState().user?.identityProvider === 'oidc';
  if (useSession.getState().user?.token) {
    void callApi(authPaths.logout, { keepalive: true }).catch(() => undefined);
  }
  // The stores remove their own keys when emptied (user, carrito, cupones). The favourites are server
  // data, cached per user by their query: without a user no heart asks for them; their stored copy goes here.
  useSession.getState().setUser(null);
  useCart.getState().clear();
  useCoupons.getState().clear();
  writeStoredKey(STORAGE_KEYS.favorites, null);
  if (endProviderSession) window.location.assign(SOCIAL_LOGOUT);
  else void navigate(PATHS.home);
}
