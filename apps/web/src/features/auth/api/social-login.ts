import { useQuery } from '@tanstack/react-query';
import { oidcPaths } from '@burgers/domain/routes/oidc-paths';
import type { SessionUser } from '@burgers/domain/types';
import { callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

export { SOCIAL_LOGIN_START, SOCIAL_LOGOUT } from './social-paths';

/** GET /login/oidc: the provider's display name for the button, or null when there is none. */
export function useSocialProvider() {
  return useQuery({
    queryKey: queryKeys.auth.socialProvider(),
    queryFn: () => callApi(oidcPaths.provider),
    staleTime: Infinity,
  });
}

/**
 * POST /login/oidc/exchange: the single-use code from the callback for the same answer as a password
 * login. A query, not a mutation in an effect, so a double mount sends one request: the code works once.
 */
export function useLoginCodeExchange(code: string) {
  return useQuery({
    queryKey: queryKeys.auth.codeExchange(code),
    queryFn: async (): Promise<SessionUser> => {
      const { user, data } = await callApi(oidcPaths.exchange, { body: { code } });
      return { ...user, token: data.token, identityProvider: 'oidc' };
    },
    enabled: code !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
