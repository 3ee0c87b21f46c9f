import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@burgers/domain/schemas/account';
import type { PasswordChanged } from '@burgers/domain/types';
import { api } from '#api/client';
import { useSession } from '#stores/session';

/**
 * PUT /changePassword/; a wrong current password answers 400. A change ends every other session,
 * the one in this browser included, so the fresh token the server answers with is kept.
 */
export function useChangePassword() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api<PasswordChanged>('/changePassword/', { method: 'PUT', body }),
    onSuccess: (result) => patchUser({ token: result.data.token }),
  });
}
