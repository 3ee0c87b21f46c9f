import { describe, expect, it } from 'vitest';
import { errorCode } from '#lib/error-codes';
import { useTestApp } from './support/test-app';
import { insertCast } from './support/user-fixtures';

/** Every error answer carries a stable code beside its Spanish sentence, whoever sent it. */
describe('error codes', () => {
  const { t, api } = useTestApp();

  it('names a message by its key, a sentence with blanks by its pattern, anything else by its status', () => {
    expect(errorCode('Ese horario se completó. Elegí otro.', 409)).toBe('pickupSlotFull');
    expect(errorCode('El local está cerrado. Abrimos el lunes a las 19:00.', 409)).toBe('storeClosedUntil');
    expect(errorCode('Menú ejecutivo se vende de lunes a viernes de 12:00 a 16:00.', 409)).toBe('productOutsideWindow');
    expect(errorCode('El CUIT no es válido.', 400)).toBe('cuitInvalid');
    expect(errorCode('Algo que nadie escribió', 404)).toBe('notFound');
    expect(errorCode('Algo que nadie escribió', 500)).toBe('serverError');
  });

  it('comes with the answers of the error handler, the not-found handler, validation and guards', async () => {
    const { admin } = await insertCast(t);
    expect(await api('GET', '/no-existe')).toMatchObject({
      status: 404,
      body: { error: 'Recurso no encontrado', code: 'notFound' },
    });
    expect(await api('GET', '/admin/invoicing')).toMatchObject({ status: 401, body: { code: expect.any(String) } });
    const cuit = await api('PUT', '/admin/invoicing', {
      token: admin.token,
      body: {
        businessName: 'Burgers Devoto SRL',
        cuit: '30-50001091-3',
        address: 'Av. Francisco Beiró 5000',
        grossIncome: '901-123456-7',
        activityStart: '2020-03-01',
        vatCondition: 'Responsable inscripto',
        pointOfSale: 3,
        enabled: true,
      },
    });
    expect(cuit).toMatchObject({ status: 400, body: { error: 'El CUIT no es válido.', code: 'cuitInvalid' } });
    const login = await api('POST', '/login', { body: { email: 'nadie@burgers.test', password: 'Clave1234!' } });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ error: expect.any(String), code: expect.stringMatching(/^[a-z][A-Za-z]+$/) });
  });
});
