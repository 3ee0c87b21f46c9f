/**
 * WhatsApp notices' Spanish texts (docs/product/messages.md#whatsapp). `Avisame por WhatsApp` is
 * the issue's to the letter; the refusals are ours.
 */
export const WHATSAPP_MSG = {
  optInLabel: 'Avisame por WhatsApp',
  phoneLabel: 'Celular',
  phoneInvalid: 'Ingresá un celular válido, con código de área (por ejemplo 11 2345-6789).',
  phoneRequired: 'Para avisarte por WhatsApp necesitamos tu celular.',
  unavailable: 'Los avisos por WhatsApp no están disponibles.',
  signatureInvalid: 'La firma de la notificación de WhatsApp no es válida',
  verifyTokenInvalid: 'El token de verificación no es válido',
} as const;
