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
  repeatOrder: 'Repetir pedido',
  repeated: 'Agregamos tu pedido al carrito',
  repeatFailed: 'No pudimos cargar el menú. Intentá de nuevo en un momento.',
  nothingToRepeat: 'Ninguno de estos productos está a la venta hoy.',
} as const;

/** 'Ya no vendemos: Doble Cheddar, Burger custom 123456.' */
export const notSoldAnymore = (names: readonly string[]) => `Ya no vendemos: ${names.join(', ')}.`;

/** 'Sin las opciones que ya no tenemos: Huevo frito (Clásica Devoto).' */
export const optionsLeftOut = (names: readonly string[]) => `Sin las opciones que ya no tenemos: ${names.join(', ')}.`;
