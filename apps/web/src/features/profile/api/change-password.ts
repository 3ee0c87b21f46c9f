import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';

export interface PasswordChange {
  passwordOld: string;
  passwordNew: string;
  email: string;
}

/** PUT /changePassword/; a wrong current password answers 400. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) => api<unknown>('/changePassword/', { method: 'PUT', body }),
  });
}
