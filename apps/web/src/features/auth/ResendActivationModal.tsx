import { errorText } from '#api/client';
import { errorAlert, successAlert } from '#lib/alerts';
import { useResendActivation } from './api/resend-activation';
import { EmailRequestModal } from './EmailRequestModal';
import { AUTH_TEXT } from './messages';

interface ResendActivationModalProps {
  show: boolean;
  email: string;
  onHide(): void;
}

/** Has the server mail another activation link; it answers the same whether the address has an account. */
export function ResendActivationModal({ show, email, onHide }: ResendActivationModalProps) {
  const resend = useResendActivation();
  return (
    <EmailRequestModal
      id="resend-activation"
      title={AUTH_TEXT.resendTitle}
      text={AUTH_TEXT.resendText}
      show={show}
      initialEmail={email}
      request={resend}
      onHide={onHide}
      onSent={() => void successAlert(AUTH_TEXT.resendSentTitle, AUTH_TEXT.resendSentText)}
      onFailed={(error) => void errorAlert(errorText(error, AUTH_TEXT.resendFailed))}
    />
  );
}
