import { useMutation } from '@tanstack/react-query';
import type { User } from '@burgers/domain/types';
import { api } from '#api/client';
import { uploadImage } from '#api/uploads';
import { useSession } from '#stores/session';

/** POST /uploads (multipart `file`), then PUT /users/:id {imgUri: secure_url}. */
export function useUploadAvatar() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: async ({ userId, file }: { userId: number; file: File }) => {
      const imgUri = await uploadImage(file);
      await api<User>(`/users/${userId}`, { method: 'PUT', body: { imgUri } });
      return imgUri;
    },
    onSuccess: (imgUri) => patchUser({ imgUri }),
  });
}
