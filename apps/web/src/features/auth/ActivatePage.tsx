import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import type { ActivationResult } from '@burgers/domain/types';
import { ApiError, errorText } from '#api/client';
import { PasswordInput } from '#components/PasswordInput';
import { errorAlert, successAlert, warningAlert } from '#lib/alerts';
import { PATHS } from '#lib/paths';
import { needsPassword, useActivateAccount, useActivateWithPassword } from './api/activate-account';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXT } from './messages';

type Outcome = { kind: 'success' | 'warning' | 'error'; text: string };

const ICONS: Record<Outcome['kind'], string> = { success: '✔', warning: '!', error: '✖' };
const TONES: Record<Outcome['kind'], string> = {
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-danger',
};

function outcomeOf(result: ActivationResult): Outcome {
  return result === 1
    ? { kind: 'success', text: AUTH_TEXT.activated }
    : result === 0
      ? { kind: 'warning', text: AUTH_TEXT.alreadyActive }
      : { kind: 'error', text: AUTH_TEXT.activationFailed };
}

/**
 * /activateAcount/:id: activates the account from the mailed link and shows one of the three
 * outcomes (docs/product/accounts.md#activation). An address registered more than once asks first for the password chosen at registration.
 */
export default function ActivatePage() {
  const { id = '' } = useParams();
  const activation = useActivateAccount(id);
  const withPassword = useActivateWithPassword(id);
  const askPassword = activation.isError && needsPassword(activation.error);

  let outcome: Outcome | null = null;
  if (withPassword.isSuccess) outcome = outcomeOf(withPassword.data.result);
  else if (activation.isSuccess) outcome = outcomeOf(activation.data.result);
  else if (activation.isError && !askPassword) {
    outcome = { kind: 'error', text: errorText(activation.error, AUTH_TEXT.activationFailed) };
  }

  // The popup repeats the result once, when it arrives.
  const announced = useRef(false);
  useEffect(() => {
    if (!outcome || announced.current) return;
    announced.current = true;
    if (outcome.kind === 'success') void successAlert(outcome.text);
    else if (outcome.kind === 'warning') void warningAlert(outcome.text);
    else void errorAlert(outcome.text);
  }, [outcome]);

  return (
    <AuthLayout title="Activación de cuenta">
      {outcome ? (
        <ActivationResultView outcome={outcome} />
      ) : askPassword ? (
        <PasswordStep activate={withPassword} />
      ) : (
        <div className="d-flex align-items-center gap-3 py-4" role="status">
          <Spinner animation="border" variant="warning" aria-hidden="true" />
          <span>Activando tu cuenta...</span>
        </div>
      )}
    </AuthLayout>
  );
}

function ActivationResultView({ outcome }: { outcome: Outcome }) {
  return (
    <div className="text-center py-3" role="status" aria-live="polite">
      <div className={`auth-page__result-icon mb-3 ${TONES[outcome.kind]}`} aria-hidden="true">
        {ICONS[outcome.kind]}
      </div>
      <p className="fs-4 fw-semibold mb-4">{outcome.text}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to={PATHS.login} className="btn btn-primary btn-lg fw-semibold">
          Iniciar sesión
        </Link>
        {outcome.kind === 'error' && (
          <Link to={PATHS.home} className="btn btn-outline-secondary btn-lg">
            Volver al inicio
          </Link>
        )}
      </div>
    </div>
  );
}

/** The contested address's step: the password chosen at registration says which registration is the person's. */
function PasswordStep({ activate }: { activate: ReturnType<typeof useActivateWithPassword> }) {
  const [password, setPassword] = useState('');
  const { error } = activate;
  // A wrong password is shown under the field; anything else (too many tries, a dead link) too, in the server's words.
  const problem = error
    ? error instanceof ApiError && error.status === 401
      ? AUTH_TEXT.activationPasswordWrong
      : errorText(error, AUTH_TEXT.activationFailed)
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || activate.isPending) return;
    activate.mutate(password, {
      onError: (failure) => void errorAlert(errorText(failure, AUTH_TEXT.activationFailed)),
    });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <h2 className="h4">{AUTH_TEXT.activationPasswordTitle}</h2>
      <p className="text-body-secondary">{AUTH_TEXT.activationPasswordText}</p>
      <Form.Group className="mb-4" controlId="activation-password">
        <Form.Label>Contraseña</Form.Label>
        <PasswordInput
          id="activation-password"
          autoComplete="current-password"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          isInvalid={Boolean(problem)}
          aria-describedby={problem ? 'activation-password-error' : undefined}
          feedback={
            <Form.Control.Feedback type="invalid" id="activation-password-error">
              {problem}
            </Form.Control.Feedback>
          }
        />
      </Form.Group>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100 fw-semibold"
        disabled={password === '' || activate.isPending}
      >
        {activate.isPending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        {AUTH_TEXT.activationPasswordButton}
      </Button>
    </Form>
  );
}
