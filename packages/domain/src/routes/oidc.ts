import { route } from './define';
import { REQUEST_MSG } from '../request-messages';
import { socialProviderResponse } from '../schemas/auth-response';
import { sessionResponse } from '../schemas/user-response';
import { z } from '../schemas/zod';

/**
 * Social sign-in's JSON routes. The start, the provider's callback and the logout answer redirects
 * the browser follows, not JSON: the server registers them by themselves.
 */
export const oidcRoutes = {
  provider: route({ method: 'GET', path: '/login/oidc', response: { 200: socialProviderResponse } }),
  exchange: route({
    method: 'POST',
    path: '/login/oidc/exchange',
    body: z.object({ code: z.string({ error: REQUEST_MSG.socialLoginCodeInvalid }).min(1).max(200) }),
    response: { 200: sessionResponse },
  }),
};
