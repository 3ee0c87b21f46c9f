import { useEffect } from 'react';
import { Spinner } from 'react-bootstrap';
import { Navigate } from 'react-router';
import { PATHS } from '#lib/paths';
import { useSession } from '#stores/session';
import { useLoginCodeExchange } from './api/social-login';
import { AuthLayout } from './AuthLayout';
import { AUTH_TEXT } from './messages';

/** The code the server put in the fragment (never sent to a server, so it reaches no log). */
function codeFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('code') ?? '';
}

/**
 * /userlogin/oidc: where the provider's callback lands. It exchanges the single-use code for the
 * session, stored exactly as after a password login, then goes home; a failure goes back to the
 * login page, which shows the popup of docs/product/accounts.md#social-sign-in.
 */
export default function SocialLoginPage() {
  const code = codeFromFragment();
  const exchange = useLoginCodeExchange(code);
  const setUser = useSession((s) => s.setUser);
  const user = exchange.data;

  useEffect(() => {
    // Storing the user makes the guest-only guard send the page home.
    if (user) setUser(user);
  }, [user, setUser]);

  if (!code || exchange.isError) return <Navigate to={`${PATHS.login}?oidc_error=failed`} replace />;
  return (
    <AuthLayout title="Iniciar sesión">
      <div className="d-flex align-items-center gap-3 py-4" role="status">
        <Spinner animation="border" variant="warning" aria-hidden="true" />
        <span>{AUTH_TEXT.socialLoginInProgress}</span>
      </div>
    </AuthLayout>
  );
}
