import { useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorText } from '../../api/client';
import { errorAlert } from '../../lib/alerts';
import { afterLoginPath } from '../../lib/return-to';
import { useSession } from '../../stores/session';
import { AuthLayout } from './AuthLayout';
import { EmailField } from './EmailField';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { SocialLoginButton } from './SocialLoginButton';
import { useLogin } from './api/login';
import { AUTH_TEXT } from './messages';

/** /userlogin: email and password, the social sign-in button, the forgot-password modal and a way to register (SPEC §2, §5, §8). */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [recovering, setRecovering] = useState(false);
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
          // Back to the page that asked for a login, else home as SPEC §4 says.
          void navigate(afterLoginPath(search), { replace: true });
        },
        onError: (error) => void errorAlert(errorText(error, AUTH_TEXT.loginFailed)),
      },
    );
  };

  return (
    <AuthLayout title="Iniciar sesión" subtitle="Ingresá con tu cuenta para pedir, guardar favoritos y calificarnos.">
      <Form onSubmit={submit} noValidate>
        <EmailField className="mb-3" id="login-email" value={email} onChange={setEmail} />
        <Form.Group className="mb-2" controlId="login-password">
          <Form.Label>Contraseña</Form.Label>
          <Form.Control
            type="password"
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
      <SocialLoginButton />
      <p className="text-center mt-4 mb-0">
        ¿No tenés cuenta? <Link to="/registeruser">Registrate</Link>
      </p>
      <ForgotPasswordModal show={recovering} onHide={() => setRecovering(false)} />
    </AuthLayout>
  );
}
