import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '#stores/session';
import { fakeApi, renderPage } from '#test-support/render';
import LoginPage from './LoginPage';

const ana = { id: 3, firstName: 'Ana', lastName: 'Pérez', email: 'ana@burgers.test', role: 'customer', imgUri: null };

const submitButton = () => screen.getByRole('button', { name: 'Ingresar' });

describe('the login page (docs/product/accounts.md#login)', () => {
  beforeEach(() => useSession.getState().setUser(null));

  it('keeps Ingresar disabled until both email and password are typed', async () => {
    fakeApi({ 'GET /api/login/oidc': { body: { name: null } } });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { at: '/userlogin' });

    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Email'), 'ana@burgers.test');
    expect(submitButton()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('stores the user with its token and returns to the page that asked for the login', async () => {
    const { calls } = fakeApi({
      'GET /api/login/oidc': { body: { name: null } },
      'POST /api/login': { body: { user: ana, data: { token: 'token-de-ana' } } },
    });
    const user = userEvent.setup();
    const page = renderPage(<LoginPage />, { at: '/userlogin?redirectTo=%2Fuserfavorites' });

    await user.type(screen.getByLabelText('Email'), '  ana@burgers.test ');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await user.click(submitButton());

    await waitFor(() => expect(page.currentPath()).toBe('/userfavorites'));
    expect(calls.find((call) => call.path === '/api/login')?.body).toEqual({
      email: 'ana@burgers.test',
      password: 'Secreta123',
    });
    expect(useSession.getState().user).toEqual({ ...ana, token: 'token-de-ana' });
  });

  it("shows the server's text when the login is refused", async () => {
    fakeApi({
      'GET /api/login/oidc': { body: { name: null } },
      'POST /api/login': { status: 401, body: { error: 'Credenciales inválidas!' } },
    });
    const user = userEvent.setup();
    const page = renderPage(<LoginPage />, { at: '/userlogin' });

    await user.type(screen.getByLabelText('Email'), 'ana@burgers.test');
    await user.type(screen.getByLabelText('Contraseña'), 'otra');
    await user.click(submitButton());

    expect(await screen.findByText('Credenciales inválidas!')).toBeTruthy();
    expect(page.currentPath()).toBe('/userlogin');
    expect(useSession.getState().user).toBeNull();
  });

  it('offers the activation mail again when the account is not activated yet', async () => {
    fakeApi({
      'GET /api/login/oidc': { body: { name: null } },
      'POST /api/login': {
        status: 401,
        body: { error: 'La cuenta aún no fue activada. Revise su correo para activarla', code: 'accountNotActivated' },
      },
    });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { at: '/userlogin' });

    await user.type(screen.getByLabelText('Email'), 'ana@burgers.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Secreta123');
    await user.click(submitButton());

    expect(await screen.findByText('Tu cuenta todavía no está activada.')).toBeTruthy();
    // The popup hides the page from assistive technology while it is open.
    expect(screen.getByRole('button', { name: 'Reenviar el correo de activación', hidden: true })).toBeTruthy();
  });

  it('shows the social sign-in button when a provider is configured', async () => {
    fakeApi({ 'GET /api/login/oidc': { body: { name: 'Demo' } } });
    renderPage(<LoginPage />, { at: '/userlogin' });
    expect(await screen.findByRole('link', { name: 'Ingresar con Demo' })).toBeTruthy();
  });
});
