import { useMutation } from '@tanstack/react-query';
import type { SessionUser, User } from '@burgers/domain/types';
import { api } from '../../../api/client';

export interface Credentials {
  email: string;
  password: string;
}

interface LoginResponse {
  user: User;
  data: { token: string };
}

/** POST /login; the caller stores the user with its token. */
export async function login(credentials: Credentials): Promise<SessionUser> {
  const { user, data } = await api<LoginResponse>('/login', { method: 'POST', body: credentials });
  return { ...user, token: data.token };
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
