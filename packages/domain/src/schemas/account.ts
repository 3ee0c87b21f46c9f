import { emailAddress, newPassword, password, personName, shopImgUriField } from './fields';
import { z } from './zod';
import { MSG } from '../messages';

/**
 * Compare the two passwords as soon as both are typed, even while another field is still wrong,
 * so the form shows every problem at once.
 */
function whenBothTyped(first: string, second: string) {
  return (payload: { value: unknown }): boolean => {
    const form = payload.value as Record<string, unknown> | null;
    return typeof form?.[first] === 'string' && typeof form[second] === 'string' && form[second] !== '';
  };
}

/** Registration (docs/product/accounts.md#registration) and the body of POST /register. */
export const registerSchema = z
  .object({
    firstName: personName(MSG.registerFirstNameRequired, MSG.registerFirstNameInvalid),
    lastName: personName(MSG.registerLastNameRequired, MSG.registerLastNameInvalid),
    email: emailAddress(MSG.registerEmailRequired, MSG.registerEmailInvalid),
    password: newPassword(MSG.registerPasswordRequired),
    passwordConfirm: password(MSG.registerPasswordRequired),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    error: MSG.registerPasswordMismatch,
    path: ['passwordConfirm'],
    when: whenBothTyped('password', 'passwordConfirm'),
  });

const loginEmail = emailAddress(MSG.loginEmailRequired, MSG.loginEmailInvalid);

export const loginSchema = z.object({
  email: loginEmail,
  password: password(MSG.loginPasswordRequired),
});

export const passwordRecoverySchema = z.object({ email: loginEmail });

/** The body of POST /activation/resend: another activation mail for an address not active yet. */
export const activationResendSchema = z.object({ email: loginEmail });

/**
 * The optional body of PUT /activateAccount/:token when the address was registered more than once
 * before activation: the password chosen at registration says which registration is the person's.
 * Checked like a login (no minimum): it must only match what was chosen then.
 */
export const activationPasswordSchema = z.object({ password: password(MSG.loginPasswordRequired) });

/** The body of POST /resetPassword: the token of the recovery mail and the new password. */
export const passwordResetSchema = z.object({
  token: z
    .string({ error: MSG.resetTokenRequired })
    .trim()
    .min(1, MSG.resetTokenRequired)
    .max(2048, MSG.resetTokenRequired),
  password: newPassword(MSG.registerPasswordRequired),
});

/** The reset page's form: the new password typed twice. */
export const passwordResetFormSchema = z
  .object({
    password: newPassword(MSG.registerPasswordRequired),
    passwordConfirm: password(MSG.registerPasswordRequired),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    error: MSG.passwordChangeMismatch,
    path: ['passwordConfirm'],
    when: whenBothTyped('password', 'passwordConfirm'),
  });

/** Personal data (docs/product/customer-area.md#personal-data): names may not be empty; the body of PUT /users/:id. */
export const personalDataSchema = z.object({
  firstName: personName(MSG.personalDataEmpty, MSG.personalDataFirstNameInvalid),
  lastName: personName(MSG.personalDataEmpty, MSG.personalDataLastNameInvalid),
});

/** The body of PUT /users/:id: names checked with the personal-data rules when given; the avatar alone is allowed too. */
export const profileUpdateSchema = personalDataSchema.partial().extend({ imgUri: shopImgUriField });

const anyPasswordField = password(MSG.passwordChangeFailedText);

/** The web's password-change form: all three fields, new and confirmation equal (docs/product/customer-area.md#personal-data). */
export const passwordChangeFormSchema = z
  .object({
    passwordOld: anyPasswordField,
    passwordNew: newPassword(MSG.passwordChangeFailedText),
    passwordConfirm: anyPasswordField,
  })
  .refine((form) => form.passwordNew === form.passwordConfirm, {
    error: MSG.passwordChangeMismatch,
    path: ['passwordConfirm'],
    when: whenBothTyped('passwordNew', 'passwordConfirm'),
  });

/** The body of PUT /changePassword/. The server takes the account from the token; email is accepted and ignored. */
export const changePasswordRequestSchema = z.object({
  passwordOld: anyPasswordField,
  passwordNew: newPassword(MSG.passwordChangeFailedText),
  email: z.string().trim().optional(),
});

export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;
export type LoginInput = z.input<typeof loginSchema>;
export type ActivationResendInput = z.input<typeof activationResendSchema>;
export type PasswordRecoveryInput = z.input<typeof passwordRecoverySchema>;
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
export type PasswordResetFormInput = z.input<typeof passwordResetFormSchema>;
export type PersonalDataInput = z.input<typeof personalDataSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordRequestSchema>;
