import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

/** The texts the product pages quote (docs/product/), the domain's share of them, letter by letter. */
const SPEC_TEXTS = {
  contactNameRequired: '*El nombre es obligatorio',
  contactNameInvalid: 'Nombre inválido sólo admite letras',
  contactSurnameRequired: '*El apellido es obligatorio',
  contactSurnameInvalid: 'Apellido inválido',
  contactEmailRequired: '*El Email es obligatorio',
  contactEmailInvalid: 'Este email es inválido',
  contactPhoneRequired: '* El celular es obligatorio',
  contactPhoneInvalid: 'Escribe un número válido',
  contactMessageRequired: 'Por favor escribe el motivo de tu consulta',
  contactSubjectRequired: 'Por favor seleccione una opción',
  newsletterEmailRequired: '* El email es obligatorio!',
  newsletterEmailInvalid: '* Dirección de email inválida!',
  registerFirstNameRequired: '* El nombre es obligatorio',
  registerFirstNameInvalid: '* Nombre inválido sólo admite letras',
  registerLastNameRequired: '* El apellido es obligatorio',
  registerLastNameInvalid: '* Apellido inválido',
  registerEmailRequired: '* E-mail obligatorio',
  registerEmailInvalid: '*E-mail es invalido',
  registerPasswordRequired: '* El campo es requerido',
  registerPasswordMismatch: '* Error al confirmar contraseña',
  personalDataEmpty: 'Los campos no pueden estar vacios!',
  passwordChangeMismatch: 'Las contraseñas deben coincidir',
  passwordChangeFailedTitle: 'No se puede cambiar la contraseña',
  passwordChangeFailedText: 'Por favor complete todos los espacios correctamente',
  reviewRatingRequired: 'Debes ingresar una calificación',
  reviewCommentRequired: 'Debes enviar un comentario',
  reviewCommentLength: 'Tu comentario debe tener entre 5 y 500 caracteres',
  couponNotFound: 'El cupon ingresado no existe!!',
  couponExpired: 'El cupon esta vencido',
  popupOopsTitle: 'Oops...',
  builderMaxIngredients: 'Sólo puedes seleccionar hasta 6 Ingredientes!',
  builderBaseFirst: 'Primero debes seleccionar una hamburguesa base!',
} as const;

describe('MSG', () => {
  it("holds SPEC's texts to the letter", () => {
    for (const [key, text] of Object.entries(SPEC_TEXTS)) {
      expect({ key, text: MSG[key as keyof typeof SPEC_TEXTS] }).toEqual({ key, text });
    }
  });

  it('has only non-empty Spanish texts without stray spaces', () => {
    for (const text of Object.values(MSG)) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
