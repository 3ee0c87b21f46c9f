import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../api/client';

/** POST /uploads (multipart `file`) -> the stored image's address, used as the coupon's imgUri. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const { secure_url } = await api<{ secure_url: string }>('/uploads', { method: 'POST', body: form });
      return secure_url;
    },
  });
}
