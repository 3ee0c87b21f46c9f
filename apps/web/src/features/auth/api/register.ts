import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@burgers/domain/schemas/account';
import { api } from '#api/client';

/** POST /register -> 201; the account stays inactive until the mailed link is opened. */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: RegisterInput) => api<unknown>('/register', { method: 'POST', body: registration }),
  });
}
