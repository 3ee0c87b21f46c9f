import { useMutation } from '@tanstack/react-query';
import { usersPaths } from '@burgers/domain/routes/users-paths';
import { callApi } from '#api/client';
import { uploadImage } from '#api/uploads';
import { useSession } from '#stores/session';

/** POST /uploads (multipart `file`), then PUT /users/:id {imgUri: secure_url}. */
export function useUploadAvatar() {
  const patchUser = useSession((s) => s.patchUser);
  return useMutation({
    mutationFn: async ({ userId, file }: { userId: number; file: File }) => {
      const imgUri = await uploadImage(file);
      await callApi(usersPaths.updateProfile, { params: { id: userId }, body: { imgUri } });
      return imgUri;
    },
    onSuccess: (imgUri) => patchUser({ imgUri }),
  });
}
