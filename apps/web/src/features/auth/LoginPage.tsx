import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText, hasErrorCode } from '#api/client';
import { PasswordInput } from '#components/PasswordInput';
import { errorAlert } from '#lib/alerts';
import { useOpenedOnce } from '#lib/opened-once';
import { PATHS } from '#lib/paths';
import { afterLoginPath } from '#lib/return-to';
import { useSession } from '#stores/session';
import { useLogin } from './api/login';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { AUTH_TEXT } from './messages';
import { ResendActivationModal } from './ResendActivationModal';
import { SocialLoginButton } from './SocialLoginButton';

/** /userlogin: email and password, the social sign-in button, the forgot-password modal and a way to register (docs/product/accounts.md#login). */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [recovering, setRecovering] = useState(false);
  const [resending, setResending] = useState(false);
  // Set when the right password met an account not activated yet: the page offers another mail.
  const [notActivated, setNotActivated] = useState(false);
  const recoveryOpened = useOpenedOnce(recovering);
  const resendOpened = useOpenedOnce(resending);
  const loginMutation = useLogin();
  const setUser = useSession((s) => s.setUser);
  const navigate = useNavigate();
  const { search } = useLocation();

  const canSubmit = email.trim() !== '' && password !== '' && !loginMutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    loginMutation.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          // Favourites are a query per user: the hearts load this user's list themselves.
          setUser(user);
          // Back to the page that asked for a login, else home as docs/product/accounts.md#login says.
          void navigate(afterLoginPath(search), { replace: true });
        },
        onError: (error) => {
          const message = errorText(error, AUTH_TEXT.loginFailed);
          setNotActivated(hasErrorCode(error, 'accountNotActivated'));
          void errorAlert(message);
        },
      },
    );
  };

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Ingresá con tu cuenta para pedir, guardar favoritos y calificarnos.">
      <Form onSubmit={submit} noValidate>
        <EmailField className="mb-3" id="login-email" value={email} onChange={setEmail} />
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>Contraseña</Form.Label>
          <PasswordInput
            id="login-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <div className="text-end mb-4">
          <Button variant="link" className="p-0" onClick={() => setRecovering(true)}>
            ¿Olvidaste tu contraseña?
          </Button>
        </div>
        <Button type="submit" variant="primary" size="lg" className="w-100 fw-semibold" disabled={!canSubmit}>
          {loginMutation.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Ingresar
        </Button>
      </Form>
      {notActivated && (
        <Alert
          variant="warning"
          className="mt-3 mb-0 d-flex flex-wrap align-items-center justify-content-between gap-2"
        >
          <span>{AUTH_TEXT.notActivatedHint}</span>
          <Button variant="outline-secondary" size="sm" onClick={() => setResending(true)}>
            {AUTH_TEXT.resendButton}
          </Button>
        </Alert>
      )}
      <SocialLoginButton />
      <p className="text-center mt-4 mb-1">
        ¿No tenés cuenta? <Link to={PATHS.register}>Registrate</Link>
      </p>
      <p className="text-center mb-0">
        <Button variant="link" className="p-0" onClick={() => setResending(true)}>
          {AUTH_TEXT.resendLink}
        </Button>
      </p>
      {recoveryOpened && <ForgotPasswordModal show={recovering} onHide={() => setRecovering(false)} />}
      {resendOpened && (
        <ResendActivationModal show={resending} email={email.trim()} onHide={() => setResending(false)} />
      )}
    </AuthLayout>
  );
}
