import { useEffect, useRef } from 'react';
import { Spinner } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { errorText } from '../../api/client';
import { errorAlert, successAlert, warningAlert } from '../../lib/alerts';
import { AuthLayout } from './AuthLayout';
import { useActivateAccount } from './api/activate-account';
import { AUTH_TEXT } from './messages';

type Outcome = { kind: 'success' | 'warning' | 'error'; text: string };

const ICONS: Record<Outcome['kind'], string> = { success: '✔', warning: '!', error: '✖' };
const TONES: Record<Outcome['kind'], string> = { success: 'text-success', warning: 'text-warning', error: 'text-danger' };

/** /activateAcount/:id: activates the account from the mailed link and shows one of SPEC §4's three results. */
export default function ActivatePage() {
  const { id = '' } = useParams();
  const activation = useActivateAccount(id);

  let outcome: Outcome | null = null;
  if (activation.isSuccess) {
    const { result } = activation.data;
    outcome =
      result === 1
        ? { kind: 'success', text: AUTH_TEXT.activated }
        : result === 0
          ? { kind: 'warning', text: AUTH_TEXT.alreadyActive }
          : { kind: 'error', text: AUTH_TEXT.activationFailed };
  } else if (activation.isError) {
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
      {!outcome ? (
        <div className="d-flex align-items-center gap-3 py-4" role="status">
          <Spinner animation="border" variant="warning" aria-hidden="true" />
          <span>Activando tu cuenta...</span>
        </div>
      ) : (
        <div className="text-center py-3" role="status" aria-live="polite">
          <div className={`auth-page__result-icon mb-3 ${TONES[outcome.kind]}`} aria-hidden="true">
            {ICONS[outcome.kind]}
          </div>
          <p className="fs-4 fw-semibold mb-4">{outcome.text}</p>
          <div className="d-flex flex-wrap justify-content-center gap-2">
            <Link to="/userlogin" className="btn btn-primary btn-lg fw-semibold">
              Iniciar sesión
            </Link>
            {outcome.kind === 'error' && (
              <Link to="/" className="btn btn-outline-secondary btn-lg">
                Volver al inicio
              </Link>
            )}
          </div>
        </div>
      )}
    </AuthLayout>
  );
}
