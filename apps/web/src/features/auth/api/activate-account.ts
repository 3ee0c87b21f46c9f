import { useMutation, useQuery } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import { ApiError, callApi } from '#api/client';
import { queryKeys } from '#api/query-keys';

/**
 * PUT /activateAccount/:token, sent once when the page opens. It is a query rather than a mutation in an
 * effect so that a double mount (StrictMode, a re-render) shares one request: a second PUT would
 * answer 'already activated' and hide the real outcome.
 */
export function useActivateAccount(token: string) {
  return useQuery({
    queryKey: queryKeys.auth.activation(token),
    queryFn: () => callApi(authPaths.activate, { params: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The address was registered more than once: the server asks for the password chosen at registration. */
export function needsPassword(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'needsPassword' in error.body &&
    error.body.needsPassword === true
  );
}

/** PUT /activateAccount/:token with the password chosen at registration (a contested address). */
export function useActivateWithPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) => callApi(authPaths.activate, { params: { token }, body: { password } }),
  });
}
