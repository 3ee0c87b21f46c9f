/** Every Spanish text of the customer's area; docs/product/customer-area.md#personal-data wording kept exactly. */
export const PROFILE_TEXT = {
  savedTitle: 'Exito!',
  savedText: 'Se han modificado los datos!',
  serverError: 'Error del servidor!',
  passwordChanged: 'Contraseña modificada!',
  wrongPassword: 'La contraseña actual es incorrecta!',
  avatarSaved: 'Foto de perfil actualizada!',
  avatarFailed: 'No se pudo actualizar la foto!',
  myOrders: 'Mis compras',
} as const;
