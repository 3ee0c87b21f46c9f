import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/** POST /register -> 201; the account stays inactive until the mailed link is opened. */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: Registration) => api<unknown>('/register', { method: 'POST', body: registration }),
  });
}
