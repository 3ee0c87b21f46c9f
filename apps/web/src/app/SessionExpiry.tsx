import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPathFor } from '#lib/return-to';
import { useSession } from '#stores/session';

/**
 * The router's side of a lapsed session: the API client (which cannot navigate) ends the session
 * with the page the person was on; here they are told once and sent to log in, coming back to that
 * page afterwards. The cart and coupons stay.
 */
export function SessionExpiry() {
  const expiredFrom = useSession((s) => s.expiredFrom);
  const navigate = useNavigate();
  useEffect(() => {
    if (expiredFrom === null) return;
    useSession.getState().clearExpired();
    void navigate(loginPathFor(expiredFrom), { replace: true });
    // The popups' module loads only when a session lapses, keeping it out of the first load.
    void import('#lib/alerts').then(({ ALERT_TEXT, warningAlert }) => warningAlert(ALERT_TEXT.sessionExpired));
  }, [expiredFrom, navigate]);
  return null;
}
