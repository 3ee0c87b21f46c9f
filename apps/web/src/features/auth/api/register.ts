import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import type { RegisterInput } from '@burgers/domain/schemas/account';
import { callApi } from '#api/client';

/** POST /register -> 201; the account stays inactive until the mailed link is opened. */
export function useRegister() {
  return useMutation({
    mutationFn: (registration: RegisterInput) => callApi(authPaths.register, { body: registration }),
  });
}
