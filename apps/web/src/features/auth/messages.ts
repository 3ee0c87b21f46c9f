/** Every Spanish text the account screens show; SPEC §8's wording is kept exactly. */
export const AUTH_TEXT = {
  loginFailed: 'Credenciales inválidas!',
  recoveryFailed: 'Correo inválido!',
  recoverySentTitle: 'Mensaje enviado correctamente',
  recoverySentText: 'Revise el correo para recuperar su cuenta!',
  registerFailed: 'Error al registrarse!',
  registeredTitle: 'Usuario creado exitosamente!',
  registeredText: 'Revise su correo para activar la cuenta',
  activated: 'Cuenta activada con éxito',
  alreadyActive: 'La cuenta ya fue activada!',
  activationFailed: 'Error al activar la cuenta!',
  resetDone: 'Contraseña restablecida!',
  resetDoneText: 'Ya puedes iniciar sesión con tu nueva contraseña',
  resetFailed: 'No se pudo restablecer la contraseña!',
} as const;
