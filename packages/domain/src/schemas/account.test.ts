import { describe, expect, it } from 'vitest';
import {
  activationPasswordSchema,
  changePasswordRequestSchema,
  loginSchema,
  passwordChangeFormSchema,
  passwordRecoverySchema,
  passwordResetFormSchema,
  passwordResetSchema,
  personalDataSchema,
  registerSchema,
} from './account';
import { MSG } from '../messages';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const registration = {
  firstName: 'Lucía',
  lastName: 'Fernández',
  email: 'lucia@example.com',
  password: 'Secreta123!',
  passwordConfirm: 'Secreta123!',
};

describe('registerSchema', () => {
  it('accepts a complete registration', () => {
    expect(parsed(registerSchema, { ...registration, email: ' Lucia@Example.com ' })).toEqual(registration);
  });

  it('asks for every field with its own message', () => {
    expect(
      messagesOf(registerSchema, { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' }),
    ).toEqual({
      firstName: ['* El nombre es obligatorio'],
      lastName: ['* El apellido es obligatorio'],
      email: ['* E-mail obligatorio'],
      password: ['* El campo es requerido'],
      passwordConfirm: ['* El campo es requerido'],
    });
  });

  it('refuses names with other characters than letters', () => {
    expect(messagesOf(registerSchema, { ...registration, firstName: 'Lu1sa', lastName: 'P#rez' })).toEqual({
      firstName: ['* Nombre inválido sólo admite letras'],
      lastName: ['* Apellido inválido'],
    });
  });

  it('refuses a malformed email', () => {
    expect(messagesAt(registerSchema, { ...registration, email: 'lucia.example.com' }, 'email')).toEqual([
      '*E-mail es invalido',
    ]);
  });

  it('reports a confirmation that differs on the confirmation field', () => {
    expect(messagesOf(registerSchema, { ...registration, passwordConfirm: 'Secreta124!' })).toEqual({
      passwordConfirm: ['* Error al confirmar contraseña'],
    });
  });

  it('shows the mismatch together with the other problems of the form', () => {
    expect(messagesOf(registerSchema, { ...registration, firstName: '', passwordConfirm: 'otra' })).toEqual({
      firstName: ['* El nombre es obligatorio'],
      passwordConfirm: ['* Error al confirmar contraseña'],
    });
  });

  it('asks for the confirmation rather than calling an empty one a mismatch', () => {
    expect(messagesOf(registerSchema, { ...registration, passwordConfirm: '' })).toEqual({
      passwordConfirm: ['* El campo es requerido'],
    });
  });

  it('keeps passwords exactly as typed', () => {
    expect(messagesOf(registerSchema, { ...registration, passwordConfirm: 'Secreta123! ' })).toEqual({
      passwordConfirm: ['* Error al confirmar contraseña'],
    });
  });
});

describe('loginSchema and recovery', () => {
  it('asks for email and password', () => {
    expect(messagesOf(loginSchema, { email: '', password: '' })).toEqual({
      email: [MSG.loginEmailRequired],
      password: [MSG.loginPasswordRequired],
    });
    expect(MSG.loginEmailRequired).toBe('El email es obligatorio');
    expect(MSG.loginPasswordRequired).toBe('La contraseña es obligatoria');
  });

  it('refuses a malformed email and lower-cases a good one', () => {
    expect(messagesAt(loginSchema, { email: 'admin', password: 'x' }, 'email')).toEqual(['El email es inválido']);
    expect(parsed(loginSchema, { email: 'Admin@Burgers.test', password: 'Admin1234!' })).toEqual({
      email: 'admin@burgers.test',
      password: 'Admin1234!',
    });
  });

  it('asks for the email to recover', () => {
    expect(messagesAt(passwordRecoverySchema, { email: ' ' }, 'email')).toEqual(['El email es obligatorio']);
    expect(parsed(passwordRecoverySchema, { email: 'cliente@burgers.test' })).toEqual({
      email: 'cliente@burgers.test',
    });
  });

  it('resets with the mail token and a new password', () => {
    expect(messagesOf(passwordResetSchema, { token: '', password: '' })).toEqual({
      token: ['El enlace para recuperar la cuenta no es válido'],
      password: ['* El campo es requerido'],
    });
    expect(parsed(passwordResetSchema, { token: 'abc.def', password: 'Nueva123!' })).toEqual({
      token: 'abc.def',
      password: 'Nueva123!',
    });
  });

  it('asks on the reset page for the new password twice', () => {
    expect(messagesOf(passwordResetFormSchema, { password: 'Nueva123!', passwordConfirm: 'Nueva124!' })).toEqual({
      passwordConfirm: ['Las contraseñas deben coincidir'],
    });
  });

  it('refuses absurdly long passwords before anyone hashes them', () => {
    expect(messagesAt(loginSchema, { email: 'a@b.co', password: 'x'.repeat(129) }, 'password')).toEqual([
      'La contraseña admite hasta 128 caracteres',
    ]);
  });
});

describe('new passwords: at least 8 characters', () => {
  const short = '* La contraseña debe tener al menos 8 caracteres';

  it('refuses a short password wherever one is chosen, on the field that holds it', () => {
    expect(messagesOf(registerSchema, { ...registration, password: 'Corta1!', passwordConfirm: 'Corta1!' })).toEqual({
      password: [short],
    });
    expect(messagesAt(passwordResetSchema, { token: 't', password: 'Corta1!' }, 'password')).toEqual([short]);
    expect(
      messagesAt(passwordResetFormSchema, { password: 'Corta1!', passwordConfirm: 'Corta1!' }, 'password'),
    ).toEqual([short]);
    expect(
      messagesAt(
        passwordChangeFormSchema,
        { passwordOld: 'x', passwordNew: 'Corta1!', passwordConfirm: 'Corta1!' },
        'passwordNew',
      ),
    ).toEqual([short]);
    expect(
      messagesAt(changePasswordRequestSchema, { passwordOld: 'x', passwordNew: 'Corta1!' }, 'passwordNew'),
    ).toEqual([short]);
  });

  it('accepts exactly 8 characters, counting an emoji as one', () => {
    expect(parsed(passwordResetSchema, { token: 't', password: '12345678' })).toEqual({
      token: 't',
      password: '12345678',
    });
    expect(messagesAt(passwordResetSchema, { token: 't', password: '🍔🍔🍔🍔🍔🍔🍔' }, 'password')).toEqual([short]);
    expect(parsed(passwordResetSchema, { token: 't', password: '🍔🍔🍔🍔🍔🍔🍔🍔' })).toMatchObject({
      password: '🍔🍔🍔🍔🍔🍔🍔🍔',
    });
  });

  it('keeps checking an existing password (login, the current one, an activation) without a minimum', () => {
    expect(parsed(loginSchema, { email: 'a@b.co', password: 'corta' })).toEqual({ email: 'a@b.co', password: 'corta' });
    expect(parsed(activationPasswordSchema, { password: 'corta' })).toEqual({ password: 'corta' });
    expect(messagesAt(activationPasswordSchema, { password: '' }, 'password')).toEqual([
      'La contraseña es obligatoria',
    ]);
  });

  it('reports an empty password as required only', () => {
    expect(messagesAt(registerSchema, { ...registration, password: '' }, 'password')).toEqual([
      '* El campo es requerido',
    ]);
  });
});

describe('personalDataSchema', () => {
  it('refuses empty names', () => {
    expect(messagesOf(personalDataSchema, { firstName: '', lastName: '  ' })).toEqual({
      firstName: ['Los campos no pueden estar vacios!'],
      lastName: ['Los campos no pueden estar vacios!'],
    });
  });

  it('accepts names trimmed and refuses digits', () => {
    expect(parsed(personalDataSchema, { firstName: ' Ana ', lastName: 'Gómez' })).toEqual({
      firstName: 'Ana',
      lastName: 'Gómez',
    });
    expect(messagesOf(personalDataSchema, { firstName: 'Ana1', lastName: 'G0mez' })).toEqual({
      firstName: ['Nombre inválido sólo admite letras'],
      lastName: ['Apellido inválido'],
    });
  });

  it('refuses names longer than 50 characters', () => {
    expect(messagesAt(personalDataSchema, { firstName: 'a'.repeat(51), lastName: 'Gómez' }, 'firstName')).toEqual([
      'Admite hasta 50 caracteres',
    ]);
  });
});

describe('password change', () => {
  const change = { passwordOld: 'Vieja123!', passwordNew: 'Nueva123!', passwordConfirm: 'Nueva123!' };

  it('needs all three fields', () => {
    expect(messagesOf(passwordChangeFormSchema, { passwordOld: '', passwordNew: '', passwordConfirm: '' })).toEqual({
      passwordOld: ['Por favor complete todos los espacios correctamente'],
      passwordNew: ['Por favor complete todos los espacios correctamente'],
      passwordConfirm: ['Por favor complete todos los espacios correctamente'],
    });
  });

  it('needs new and confirmation equal', () => {
    expect(messagesOf(passwordChangeFormSchema, { ...change, passwordConfirm: 'Nueva12!' })).toEqual({
      passwordConfirm: ['Las contraseñas deben coincidir'],
    });
    expect(parsed(passwordChangeFormSchema, change)).toEqual(change);
    expect(messagesOf(passwordChangeFormSchema, { ...change, passwordOld: '', passwordConfirm: 'x' })).toEqual({
      passwordOld: ['Por favor complete todos los espacios correctamente'],
      passwordConfirm: ['Las contraseñas deben coincidir'],
    });
  });

  it('has the failure popup texts', () => {
    expect(MSG.passwordChangeFailedTitle).toBe('No se puede cambiar la contraseña');
    expect(MSG.passwordChangeFailedText).toBe('Por favor complete todos los espacios correctamente');
  });

  it('accepts the API body with or without email', () => {
    expect(
      parsed(changePasswordRequestSchema, { passwordOld: 'a', passwordNew: 'Nueva123', email: 'x@y.com' }),
    ).toEqual({
      passwordOld: 'a',
      passwordNew: 'Nueva123',
      email: 'x@y.com',
    });
    expect(parsed(changePasswordRequestSchema, { passwordOld: 'a', passwordNew: 'Nueva123' })).toEqual({
      passwordOld: 'a',
      passwordNew: 'Nueva123',
    });
    expect(
      messagesAt(changePasswordRequestSchema, { passwordOld: '', passwordNew: 'Nueva123' }, 'passwordOld'),
    ).toEqual(['Por favor complete todos los espacios correctamente']);
  });
});
