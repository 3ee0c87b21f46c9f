/**
 * SweetAlert2 popups with the shop's look. The library is loaded on first use so it stays out of the
 * storefront's first load.
 */
import { useNavigate } from 'react-router';
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { PATHS } from './paths';
import { returnFocusIfLost } from './return-focus';
import { loginPathFor } from './return-to';

export const ALERT_TEXT = {
  loginRequired: 'Primero debes iniciar sesión!',
  loginButton: 'Iniciar sesión',
  /** Issue 9: the server refused the stored session (401); the person is sent to log in and back. */
  sessionExpired: 'Tu sesión venció. Ingresá de nuevo.',
  oops: 'Oops...',
  accept: 'Aceptar',
  cancel: 'Cancelar',
} as const;

async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('./swal');
  const opener = document.activeElement;
  return Swal.fire({
    buttonsStyling: false,
    confirmButtonText: ALERT_TEXT.accept,
    customClass: {
      popup: 'swal-burger',
      confirmButton: 'btn btn-primary px-4 mx-1',
      cancelButton: 'btn btn-outline-secondary px-4 mx-1',
      denyButton: 'btn btn-danger px-4 mx-1',
    },
    ...options,
    returnFocus: false,
    didClose: () => returnFocusIfLost(opener),
  });
}

/** A link inside a toast: a real href, followed inside the app by `go`. */
export interface ToastLink {
  label: string;
  href: string;
  go: () => void;
}

/**
 * A short success notice that closes itself (product added: 800 ms, coupon copied, ...). It is a
 * corner toast: the page is not dimmed and keeps its focus. Pointing at it holds it open, so its
 * link (e.g. 'Ver carrito') can be reached.
 */
export async function toast(text: string, ms = 1500, link?: ToastLink): Promise<void> {
  const { default: Swal } = await import('./swal');
  const anchor = document.createElement('a');
  if (link) {
    anchor.href = link.href;
    anchor.className = 'swal-toast__link';
    anchor.textContent = link.label;
  }
  await Swal.fire({
    toast: true,
    position: 'top-end',
    icon: 'success',
    title: text,
    html: link ? anchor : undefined,
    showConfirmButton: false,
    timer: ms,
    timerProgressBar: false,
    customClass: { popup: 'swal-burger swal-toast' },
    didOpen: (popup) => {
      popup.addEventListener('mouseenter', () => Swal.stopTimer());
      popup.addEventListener('mouseleave', () => Swal.resumeTimer());
      if (!link) return;
      anchor.addEventListener('click', (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        Swal.close();
        link.go();
      });
    },
  });
}

export async function successAlert(title: string, text?: string, ms?: number): Promise<void> {
  await fire({ icon: 'success', title, text, showConfirmButton: ms === undefined, timer: ms });
}

/** An error popup, titled 'Oops...' unless told otherwise; the footer, when given, says why. */
export async function errorAlert(text: string, title: string = ALERT_TEXT.oops, footer?: string): Promise<void> {
  await fire({ icon: 'error', title, text, footer });
}

/** A warning with no title (docs/product/messages.md#newsletter-subscription uses it for an email already subscribed). */
export async function warningAlert(text: string, title?: string): Promise<void> {
  await fire({ icon: 'warning', title, text });
}

/** Asks before doing something; resolves true when confirmed. */
export async function confirmAlert(title: string, text: string, confirmText: string): Promise<boolean> {
  const result = await fire({
    icon: 'question',
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: ALERT_TEXT.cancel,
    reverseButtons: true,
  });
  return result.isConfirmed;
}

/** docs/product/customer-area.md#favourites: favouriting or paying while logged out offers the login page; true when the user wants it. */
export async function loginPrompt(): Promise<boolean> {
  const result = await fire({
    icon: 'info',
    iconColor: '#c27f00',
    title: ALERT_TEXT.loginRequired,
    confirmButtonText: ALERT_TEXT.loginButton,
    showCloseButton: true,
    closeButtonAriaLabel: 'Cerrar',
  });
  return result.isConfirmed;
}

/**
 * The login prompt for a component: the component's own router goes to the login page when asked;
 * with `returnTo` the login comes back to that page afterwards.
 */
export function useLoginPrompt(returnTo?: string): () => void {
  const navigate = useNavigate();
  return () => {
    void loginPrompt().then((wantsLogin) => {
      if (wantsLogin) void navigate(returnTo ? loginPathFor(returnTo) : PATHS.login);
    });
  };
}
