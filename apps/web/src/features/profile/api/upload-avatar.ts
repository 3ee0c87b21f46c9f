import { useMutation } from '@tanstack/react-query';
import type { User } from '@burgers/domain/types';
import { api } from '../../../api/client';
import { useSession } from '../../../stores/session';

/** POST /uploads (multipart `file`), then PUT /users/:id {imgUri: secure_url}. */
export function useUploadAvatar() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: async ({ userId, file }: { userId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      const { secure_url } = await api<{ secure_url: string }>('/uploads', { method: 'POST', body: form });
      await api<User>(`/users/${userId}`, { method: 'PUT', body: { imgUri: secure_url } });
      return secure_url;
    },
    onSuccess: (imgUri) => patchUser({ imgUri }),
  });
}
