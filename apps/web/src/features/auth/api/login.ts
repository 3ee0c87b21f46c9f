import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@burgers/domain/schemas/account';
import type { Session, SessionUser } from '@burgers/domain/types';
import { api } from '#api/client';

/** POST /login; the caller stores the user with its token. */
export async function login(credentials: LoginInput): Promise<SessionUser> {
  const { user, data } = await api<Session>('/login', { method: 'POST', body: credentials });
  return { ...user, token: data.token };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
