/** Every Spanish text the server answers with, in one place. */
export const messages = {
  notFound: 'Recurso no encontrado',
  invalidJson: 'El cuerpo de la solicitud no es válido',
  invalidInput: 'Datos inválidos',
  serverError: 'Error del servidor!',
  unauthenticated: 'Debes iniciar sesión',
  invalidSession: 'Sesión inválida o vencida',
  inactiveUser: 'La cuenta está desactivada',
  forbidden: 'No tienes permiso para realizar esta acción',
  tooManyRequests: 'Demasiados intentos, inténtalo más tarde',
} as const;
