import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

const valid = {
  user_name: 'María José',
  user_surname: "O'Connor-Pérez",
  email: 'maria@example.com',
  telephone: '1145678901',
  subject: 2,
  message: 'Quiero abrir una franquicia en Rosario.',
};

describe('contactSchema', () => {
  it('accepts a complete enquiry, trimmed, with the subject from the select as a number', () => {
    const data = parsed(contactSchema, { ...valid, user_name: '  María José ', subject: '3' });
    expect(data).toEqual({ ...valid, subject: 3 });
  });

  it('asks for every field of an empty form with its own message', () => {
    expect(
      messagesOf(contactSchema, {
        user_name: '',
        user_surname: '',
        email: '',
        telephone: '',
        subject: '',
        message: '',
      }),
    ).toEqual({
      user_name: ['*El nombre es obligatorio'],
      user_surname: ['*El apellido es obligatorio'],
      email: ['*El Email es obligatorio'],
      telephone: ['* El celular es obligatorio'],
      subject: ['Por favor seleccione una opción'],
      message: ['Por favor escribe el motivo de tu consulta'],
    });
  });

  it('treats blank and missing fields as empty', () => {
    expect(messagesAt(contactSchema, { ...valid, user_name: '   ' }, 'user_name')).toEqual([
      '*El nombre es obligatorio',
    ]);
    expect(messagesAt(contactSchema, { ...valid, message: '  ' }, 'message')).toEqual([
      'Por favor escribe el motivo de tu consulta',
    ]);
    const { telephone: _telephone, ...withoutPhone } = valid;
    expect(messagesAt(contactSchema, withoutPhone, 'telephone')).toEqual(['* El celular es obligatorio']);
  });

  it('accepts letters, spaces, apostrophe, comma, hyphen, period and accented letters in names', () => {
    for (const name of ["D'Alessandro", 'Núñez, Jr.', 'Güemes-Ibáñez', 'ÁÉÍÓÚ áéíóú Ññ Üü']) {
      expect(messagesAt(contactSchema, { ...valid, user_name: name, user_surname: name }, 'user_name')).toEqual([]);
      expect(messagesAt(contactSchema, { ...valid, user_name: name, user_surname: name }, 'user_surname')).toEqual([]);
    }
  });

  it('refuses other characters in names', () => {
    for (const name of ['Juan2', 'Ana@', 'Pedro_Luis', 'José!']) {
      expect(messagesAt(contactSchema, { ...valid, user_name: name }, 'user_name')).toEqual([
        'Nombre inválido sólo admite letras',
      ]);
      expect(messagesAt(contactSchema, { ...valid, user_surname: name }, 'user_surname')).toEqual([
        'Apellido inválido',
      ]);
    }
  });

  it('refuses a malformed email', () => {
    for (const email of ['maria', 'maria@', 'maria@example', '@example.com', 'ma ria@example.com']) {
      expect(messagesAt(contactSchema, { ...valid, email }, 'email')).toEqual(['Este email es inválido']);
    }
  });

  it('wants a numeric telephone of at least 10 characters', () => {
    expect(messagesAt(contactSchema, { ...valid, telephone: '1145678901' }, 'telephone')).toEqual([]);
    for (const telephone of ['114567890', '11-4567-8901', '11456789ab', '+541145678901']) {
      expect(messagesAt(contactSchema, { ...valid, telephone }, 'telephone')).toEqual(['Escribe un número válido']);
    }
  });

  it('asks to pick one of the four subjects', () => {
    for (const subject of [1, 2, 3, 4, '4']) {
      expect(messagesAt(contactSchema, { ...valid, subject }, 'subject')).toEqual([]);
    }
    for (const subject of [undefined, '', 0, 5, 'Reclamos', 2.5]) {
      expect(messagesAt(contactSchema, { ...valid, subject }, 'subject')).toEqual(['Por favor seleccione una opción']);
    }
  });
});
