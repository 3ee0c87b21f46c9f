import { useMutation } from '@tanstack/react-query';
import { api } from '#api/client';

/** POST /activation/resend: another activation link, mailed only when the address waits for activation. */
export function useResendActivation() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/activation/resend', { method: 'POST', body: { email } }),
  });
}
