/**
 * The account routes' answers besides the user and the session (user-response.ts): confirmations,
 * the activation outcome and the social sign-in provider.
 */
import { errorResponse } from './error-response';
import { z } from './zod';

/** A confirmation in words (a mail sent, a password changed). */
export const messageResponse = z.object({ message: z.string() });

/** PUT /changePassword/: the old token stops working after a change; the browser keeps `data.token` instead. */
export const passwordChangedResponse = messageResponse.extend({ data: z.object({ token: z.string() }) });

/** PUT /activateAccount/:token: 1 activated, 0 it already was. */
export const activationResponse = z.object({ result: z.union([z.literal(0), z.literal(1)]) });

/** PUT /activateAccount/:token, 409: the address was registered more than once; the password chosen then decides. */
export const activationPasswordNeededResponse = errorResponse.extend({ needsPassword: z.literal(true) });

/** GET /login/oidc: the configured identity provider's name for the button, or null without one. */
export const socialProviderResponse = z.object({ name: z.string().nullable() });
