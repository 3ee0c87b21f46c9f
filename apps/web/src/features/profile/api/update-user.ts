import { useMutation } from '@tanstack/react-query';
import { usersPaths } from '@burgers/domain/routes/users-paths';
import type { ProfileUpdateInput } from '@burgers/domain/schemas/account';
import { callApi } from '#api/client';
import { useSession } from '#stores/session';

/** PUT /users/:id; the stored session user takes the saved fields so the navbar follows at once. */
export function useUpdateUser() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ProfileUpdateInput }) =>
      callApi(usersPaths.updateProfile, { params: { id }, body: patch }),
    onSuccess: (_user, { patch }) => patchUser(patch),
  });
}
