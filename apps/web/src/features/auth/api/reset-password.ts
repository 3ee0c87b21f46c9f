import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@burgers/domain/schemas/account';
import { api } from '#api/client';

/** POST /resetPassword with the single-use token from the recovery mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetInput) => api<unknown>('/resetPassword', { method: 'POST', body }),
  });
}
