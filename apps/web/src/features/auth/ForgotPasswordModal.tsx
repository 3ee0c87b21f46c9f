import { errorText } from '#api/client';
import { errorAlert, successAlert } from '#lib/alerts';
import { usePasswordRecovery } from './api/password-recovery';
import { EmailRequestModal } from './EmailRequestModal';
import { AUTH_TEXT } from './messages';

interface ForgotPasswordModalProps {
  show: boolean;
  onHide(): void;
}

/** Asks for the account's email and has the server mail a reset link (docs/product/accounts.md#password-recovery). */
export function ForgotPasswordModal({ show, onHide }: ForgotPasswordModalProps) {
  const recovery = usePasswordRecovery();
  return (
    <EmailRequestModal
      id="recovery"
      title="Recuperar contraseña"
      text="Te enviaremos un correo con un enlace para crear una nueva contraseña."
      show={show}
      request={recovery}
      onHide={onHide}
      onSent={() => void successAlert(AUTH_TEXT.recoverySentTitle, AUTH_TEXT.recoverySentText)}
      onFailed={(error) => void errorAlert(errorText(error, AUTH_TEXT.recoveryFailed))}
    />
  );
}
