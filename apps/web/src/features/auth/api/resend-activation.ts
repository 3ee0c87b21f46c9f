import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import { callApi } from '#api/client';

/** POST /activation/resend: another activation link, mailed only when the address waits for activation. */
export function useResendActivation() {
  return useMutation({
    mutationFn: (email: string) => callApi(authPaths.resendActivation, { body: { email } }),
  });
}
