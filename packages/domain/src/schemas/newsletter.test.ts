import { describe, expect, it } from 'vitest';
import { newsletterSendSchema, newsletterSubscriptionSchema } from './newsletter';
import { messagesAt, messagesOf, parsed } from '../test-helpers';

describe('newsletterSubscriptionSchema', () => {
  it('asks for the email', () => {
    expect(messagesAt(newsletterSubscriptionSchema, { email: '' }, 'email')).toEqual(['* El email es obligatorio!']);
    expect(messagesAt(newsletterSubscriptionSchema, {}, 'email')).toEqual(['* El email es obligatorio!']);
  });

  it('refuses a malformed email', () => {
    expect(messagesAt(newsletterSubscriptionSchema, { email: 'cliente@correo' }, 'email')).toEqual([
      '* Dirección de email inválida!',
    ]);
  });

  it('keeps one address per mailbox: trimmed and lower-cased', () => {
    expect(parsed(newsletterSubscriptionSchema, { email: '  Cliente@Correo.COM ' })).toEqual({
      email: 'cliente@correo.com',
    });
  });
});

describe('newsletterSendSchema', () => {
  it('requires title, description and button text', () => {
    expect(messagesOf(newsletterSendSchema, { title: ' ', description: '', btnTxt: '' })).toEqual({
      title: ['El título es obligatorio'],
      description: ['La descripción es obligatoria'],
      btnTxt: ['El texto del botón es obligatorio'],
    });
  });

  it('accepts the default news', () => {
    const news = { title: 'Tenemos novedades para vos!', description: 'Nueva burger de cordero.', btnTxt: 'VER MÁS' };
    expect(parsed(newsletterSendSchema, news)).toEqual(news);
  });

  it('refuses texts longer than a mail can show', () => {
    const news = { title: 'x'.repeat(101), description: 'x'.repeat(2001), btnTxt: 'x'.repeat(31) };
    expect(messagesOf(newsletterSendSchema, news)).toEqual({
      title: ['El título admite hasta 100 caracteres'],
      description: ['La descripción admite hasta 2000 caracteres'],
      btnTxt: ['El texto del botón admite hasta 30 caracteres'],
    });
  });
});
