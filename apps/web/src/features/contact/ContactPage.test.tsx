import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '#test-support/render';
import ContactPage from './ContactPage';

const sendButton = () => screen.getByRole('button', { name: 'Enviar' });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('the contact form (docs/product/messages.md#contact-form)', () => {
  let calls: ReturnType<typeof fakeApi>['calls'];
  beforeEach(() => {
    // The opening hours beside the form are not what is tested here: their load fails quietly.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    ({ calls } = fakeApi({
      'GET /api/store': { status: 503, body: { error: 'La base de datos no está disponible' } },
      'POST /api/contact': { status: 201, body: { message: 'ok' } },
    }));
  });

  it('checks every field as it is typed, with the exact texts, and asks for a subject meanwhile', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, { at: '/contacto' });

    await user.type(field('Nombre'), 'Ana3');
    await user.type(field('Apellido'), 'P#');
    await user.type(field('Email'), 'ana@');
    await user.type(field('Celular'), '11-4');
    await user.type(field('Mensaje'), 'a');
    await user.clear(field('Mensaje'));

    expect(await screen.findByText('Nombre inválido sólo admite letras')).toBeTruthy();
    expect(screen.getByText('Apellido inválido')).toBeTruthy();
    expect(screen.getByText('Este email es inválido')).toBeTruthy();
    expect(screen.getByText('Escribe un número válido')).toBeTruthy();
    expect(screen.getByText('Por favor escribe el motivo de tu consulta')).toBeTruthy();
    expect(screen.getByText('Por favor seleccione una opción')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('sends once every field is right and a subject chosen, then clears the form', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, { at: '/contacto' });

    await user.type(field('Nombre'), 'Ana');
    await user.type(field('Apellido'), 'Pérez');
    await user.type(field('Email'), 'ana@burgers.test');
    await user.type(field('Celular'), '1145678901');
    await user.type(field('Mensaje'), 'Quisiera saber si hacen eventos.');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.selectOptions(field('Asunto'), 'Consulta General');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    await user.click(sendButton());

    expect(await screen.findByText('Mensaje enviado con éxito')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/contact')?.body).toEqual({
      user_name: 'Ana',
      user_surname: 'Pérez',
      email: 'ana@burgers.test',
      telephone: '1145678901',
      subject: 2,
      message: 'Quisiera saber si hacen eventos.',
    });
    await waitFor(() => expect(field('Nombre').value).toBe(''));
  });
});
