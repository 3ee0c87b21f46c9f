import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import type { PasswordResetInput } from '@burgers/domain/schemas/account';
import { callApi } from '#api/client';

/** POST /resetPassword with the single-use token from the recovery mail. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetInput) => callApi(authPaths.resetPassword, { body }),
  });
}
