import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '#test-support/render';
import RegisterPage from './RegisterPage';

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submitButton = () => screen.getByRole('button', { name: 'Registrarse' });

/** Types into each named field, in order. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

const valid = {
  Nombre: 'Ana María',
  Apellido: "O'Connor",
  Email: 'ana@burgers.test',
  Contraseña: 'Secreta123',
  'Confirmar contraseña': 'Secreta123',
};

describe('the registration form (docs/product/accounts.md#registration)', () => {
  it('shows each rule as the user types, with the exact texts', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/registeruser' });

    await fill(user, {
      Nombre: 'Ana3',
      Apellido: 'P#rez',
      Email: 'ana@',
      Contraseña: 'corta',
      'Confirmar contraseña': 'otra',
    });

    expect(await screen.findByText('* Nombre inválido sólo admite letras')).toBeTruthy();
    expect(screen.getByText('* Apellido inválido')).toBeTruthy();
    expect(screen.getByText('*E-mail es invalido')).toBeTruthy();
    expect(screen.getByText('* La contraseña debe tener al menos 8 caracteres')).toBeTruthy();
    expect(screen.getByText('* Error al confirmar contraseña')).toBeTruthy();
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it('names a field emptied after typing as required', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/registeruser' });

    await user.type(field('Nombre'), 'A');
    await user.clear(field('Nombre'));
    await user.type(field('Email'), 'a');
    await user.clear(field('Email'));

    expect(await screen.findByText('* El nombre es obligatorio')).toBeTruthy();
    expect(screen.getByText('* E-mail obligatorio')).toBeTruthy();
  });

  it('checks a typed confirmation again when the password changes', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/registeruser' });

    await fill(user, { Contraseña: 'Secreta123', 'Confirmar contraseña': 'Secreta123' });
    expect(screen.queryByText('* Error al confirmar contraseña')).toBeNull();
    await user.type(field('Contraseña'), '4');
    expect(await screen.findByText('* Error al confirmar contraseña')).toBeTruthy();
  });

  it('sends the five fields once all are valid, then confirms and clears the form', async () => {
    const { calls } = fakeApi({ 'POST /api/register': { status: 201, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/registeruser' });

    await fill(user, valid);
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    await user.click(submitButton());

    expect(await screen.findByText('Usuario creado exitosamente!')).toBeTruthy();
    expect(screen.getByText('Revise su correo para activar la cuenta')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      firstName: 'Ana María',
      lastName: "O'Connor",
      email: 'ana@burgers.test',
      password: 'Secreta123',
      passwordConfirm: 'Secreta123',
    });
    expect(field('Nombre').value).toBe('');
  });

  it("shows the server's text when the registration is refused", async () => {
    fakeApi({ 'POST /api/register': { status: 409, body: { error: 'El email ya está registrado!' } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { at: '/registeruser' });

    await fill(user, valid);
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    await user.click(submitButton());

    expect(await screen.findByText('El email ya está registrado!')).toBeTruthy();
    expect(field('Nombre').value).toBe('Ana María');
  });
});
