import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import { callApi } from '#api/client';

/** POST /passwordRecovery: the server mails a reset link when the address has an account. */
export function usePasswordRecovery() {
  return useMutation({
    mutationFn: (email: string) => callApi(authPaths.passwordRecovery, { body: { email } }),
  });
}
