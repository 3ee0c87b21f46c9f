import { useMutation } from '@tanstack/react-query';
import { newsletterPaths } from '@burgers/domain/routes/newsletter-paths';
import { callApi } from '#api/client';

/** POST /newsletter: 201 subscribed, 409 'El email ya está suscripto!'. */
export const subscribe = (email: string) => callApi(newsletterPaths.subscribe, { body: { email } });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
