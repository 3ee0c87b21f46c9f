import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorAlert } from '#lib/alerts';
import { SOCIAL_LOGIN_START, SOCIAL_LOGOUT, useSocialProvider } from './api/social-login';
import { AUTH_TEXT } from './messages';

/** docs/product/accounts.md#social-sign-in: after the popup, the provider's session is ended and the person lands on the shop. */
const LOGOUT_DELAY_MS = 2000;

/**
 * 'Ingresar con {provider}' (a full-page visit: the server runs the sign-in), shown only when a
 * provider is configured. When the sign-in came back failed, it shows the popup of docs/product/accounts.md#social-sign-in and then ends
 * the provider's session.
 */
export function SocialLoginButton() {
  const provider = useSocialProvider();
  const [params] = useSearchParams();
  const failure = params.get('oidc_error');
  const name = provider.data?.name;

  useEffect(() => {
    if (!failure || !name) return;
    void errorAlert(
      AUTH_TEXT.socialLoginFailed(name),
      AUTH_TEXT.socialLoginFailedTitle,
      failure === 'account_exists' ? AUTH_TEXT.socialLoginAccountExists : undefined,
    );
    const timer = window.setTimeout(() => window.location.assign(SOCIAL_LOGOUT), LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [failure, name]);

  if (!name) return null;
  return (
    <>
      <div className="auth-page__divider my-4" role="separator">
        <span>o</span>
      </div>
      <a href={SOCIAL_LOGIN_START} className="btn btn-outline-dark btn-lg w-100 fw-semibold">
        {AUTH_TEXT.socialLoginButton(name)}
      </a>
    </>
  );
}
