/**
 * The demo provider's stylesheet and its one script, served as files: the shop's Content Security
 * Policy allows neither inline styles nor inline scripts.
 */
export const DEMO_IDP_CSS = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5; color: #1d2533; font-family: Arial, Helvetica, sans-serif; }
main { width: min(26rem, 100% - 2rem); margin: 1.5rem 0; background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 10%); overflow: hidden; }
header { background: #26344d; color: #fff; padding: 1rem 1.5rem; }
header p { margin: 0; font-size: 0.8rem; letter-spacing: 1px; text-transform: uppercase; color: #d6def0; }
header h1 { margin: 0.25rem 0 0; font-size: 1.35rem; }
section { padding: 1.5rem; }
.notice { margin: 0 0 1.25rem; padding: 0.75rem 1rem; border-left: 4px solid #b35c00; background: #fff4e5; color: #5c2f00; line-height: 1.45; font-size: 0.95rem; }
.error { margin: 0 0 1rem; padding: 0.75rem 1rem; border-left: 4px solid #b00020; background: #fdecee; color: #7a0016; }
label { display: block; font-weight: bold; margin: 0 0 0.35rem; }
input { display: block; width: 100%; margin: 0 0 1rem; padding: 0.65rem 0.75rem; font-size: 1rem; border: 1px solid #8a94a6; border-radius: 6px; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #26344d; outline-offset: 2px; }
.actions { display: flex; gap: 0.75rem; margin-top: 0.5rem; }
button, .button { flex: 1; display: inline-block; text-align: center; padding: 0.75rem 1rem; font-size: 1rem; font-weight: bold; border-radius: 6px; border: 2px solid #26344d; cursor: pointer; text-decoration: none; }
.primary { background: #26344d; color: #fff; }
.secondary { background: #fff; color: #26344d; }
p { line-height: 1.5; }
`;

/**
 * The provider's pages carry their own policy: no inline script or style of ours, forms posting only
 * to this origin. oidc-provider adds the hash of its one inline script (its auto-submitted form) to it.
 */
export const DEMO_IDP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'self'; base-uri 'none'; object-src 'none'";

/** The end-session page confirms by itself: signing out of a test provider needs no second click. */
export const DEMO_IDP_LOGOUT_JS = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;
