import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import type { ChangePasswordInput } from '@burgers/domain/schemas/account';
import { callApi } from '#api/client';
import { useSession } from '#stores/session';

/**
 * PUT /changePassword/; a wrong current password answers 400. A change ends every other session,
 * the one in this browser included, so the fresh token the server answers with is kept.
 */
export function useChangePassword() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => callApi(authPaths.changePassword, { body }),
    onSuccess: (result) => patchUser({ token: result.data.token }),
  });
}
