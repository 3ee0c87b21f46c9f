import { useMutation } from '@tanstack/react-query';
import { uploadsPaths } from '@burgers/domain/routes/uploads-paths';
import { callApi } from './client';

/** POST /uploads (multipart `file`) -> the stored picture's address (its secure_url). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { secure_url } = await callApi(uploadsPaths.upload, { body: form });
  return secure_url;
}

/** Uploads one picture; the caller stores the address it answers (a coupon's or product's imgUri). */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
