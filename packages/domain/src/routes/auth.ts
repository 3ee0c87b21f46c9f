import { route } from './define';
import {
  activationPasswordSchema,
  activationResendSchema,
  changePasswordRequestSchema,
  loginSchema,
  passwordRecoverySchema,
  passwordResetSchema,
  registerSchema,
} from '../schemas/account';
import { activationResponse, messageResponse, passwordChangedResponse } from '../schemas/auth-response';
import { sessionResponse, userResponse } from '../schemas/user-response';
import { z } from '../schemas/zod';

/** Accounts: registration, activation, login and passwords (social sign-in is routes/oidc.ts). */
export const authRoutes = {
  register: route({ method: 'POST', path: '/register', body: registerSchema, response: { 201: userResponse } }),
  activate: route({
    method: 'PUT',
    path: '/activateAccount/:token',
    params: z.object({ token: z.string().min(1).max(200) }),
    // No body (docs/product/accounts.md#activation) or the password; Fastify hands a missing body to the schema as null.
    body: activationPasswordSchema.nullish(),
    response: { 200: activationResponse },
  }),
  resendActivation: route({
    method: 'POST',
    path: '/activation/resend',
    body: activationResendSchema,
    response: { 200: messageResponse },
  }),
  login: route({ method: 'POST', path: '/login', body: loginSchema, response: { 200: sessionResponse } }),
  passwordRecovery: route({
    method: 'POST',
    path: '/passwordRecovery',
    body: passwordRecoverySchema,
    response: { 200: messageResponse },
  }),
  resetPassword: route({
    method: 'POST',
    path: '/resetPassword',
    body: passwordResetSchema,
    response: { 200: messageResponse },
  }),
  logout: route({ method: 'POST', path: '/logout', response: { 204: z.null() } }),
  changePassword: route({
    method: 'PUT',
    path: '/changePassword/',
    body: changePasswordRequestSchema,
    response: { 200: passwordChangedResponse },
  }),
};
