/** Spanish texts of the contact page. */
export const CONTACT_TEXT = {
  sent: 'Mensaje enviado con éxito',
  failed: 'No se pudo enviar el mensaje!',
  subjectPlaceholder: 'Seleccioná un asunto',
} as const;

/** docs/product/messages.md#contact-form: the contact success popup stays 2.5 s. */
export const CONTACT_SENT_MS = 2500;
