import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** POST /resetPassword with the single-use token from the recovery mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api<unknown>('/resetPassword', { method: 'POST', body }),
  });
}
