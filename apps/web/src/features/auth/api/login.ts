import { useMutation } from '@tanstack/react-query';
import { authPaths } from '@burgers/domain/routes/auth-paths';
import type { LoginInput } from '@burgers/domain/schemas/account';
import type { SessionUser } from '@burgers/domain/types';
import { callApi } from '#api/client';

/** POST /login; the caller stores the user with its token. */
export async function login(credentials: LoginInput): Promise<SessionUser> {
  const { user, data } = await callApi(authPaths.login, { body: credentials });
  return { ...user, token: data.token };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
