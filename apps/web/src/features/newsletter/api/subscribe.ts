import { useMutation } from '@tanstack/react-query';
import { api } from '#api/client';

/** POST /newsletter: 201 subscribed, 409 'El email ya está suscripto!'. */
export const subscribe = (email: string) => api<unknown>('/newsletter', { method: 'POST', body: { email } });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
