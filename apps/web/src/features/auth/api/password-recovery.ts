import { useMutation } from '@tanstack/react-query';
import { api } from '#api/client';

/** POST /passwordRecovery: the server mails a reset link when the address has an account. */
export function usePasswordRecovery() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/passwordRecovery', { method: 'POST', body: { email } }),
  });
}
