/**
 * SweetAlert2 popups with the shop's look. The library is loaded on first use so it stays out of the
 * storefront's first load.
 */
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

export const ALERT_TEXT = {
  loginRequired: 'Primero debes iniciar sesión!',
  loginButton: 'Iniciar sesión',
  oops: 'Oops...',
  accept: 'Aceptar',
  cancel: 'Cancelar',
} as const;

async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  const { default: Swal } = await import('sweetalert2');
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
  });
}

/**
 * A short success notice that closes itself (product added: 800 ms, coupon copied, ...). It is a
 * corner toast: the page is not dimmed and keeps its focus. A link in it (e.g. 'Ver carrito')
 * navigates inside the app; pointing at the toast holds it open.
 */
export async function toast(text: string, ms = 1500, link?: { label: string; to: string }): Promise<void> {
  const { default: Swal } = await import('sweetalert2');
  const anchor = document.createElement('a');
  if (link) {
    anchor.href = link.to;
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
        // Loaded lazily: the router imports the pages that import this module.
        void import('../app/router').then(({ router }) => router.navigate(link.to));
      });
    },
  });
}

export async function successAlert(title: string, text?: string, ms?: number): Promise<void> {
  await fire({ icon: 'success', title, text, showConfirmButton: ms === undefined, timer: ms });
}

/** An error popup, titled 'Oops...' unless told otherwise. */
export async function errorAlert(text: string, title: string = ALERT_TEXT.oops): Promise<void> {
  await fire({ icon: 'error', title, text });
}

/** A warning with no title (SPEC §8 uses it for an email already subscribed). */
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

/**
 * SPEC §6: favouriting or paying while logged out offers the login page; with `returnTo`
 * the login comes back to that page afterwards.
 */
export async function loginPrompt(returnTo?: string): Promise<void> {
  const result = await fire({
    icon: 'info',
    iconColor: '#c27f00',
    title: ALERT_TEXT.loginRequired,
    confirmButtonText: ALERT_TEXT.loginButton,
    showCloseButton: true,
    closeButtonAriaLabel: 'Cerrar',
  });
  if (result.isConfirmed) {
    // Loaded lazily: the router imports the pages that import this module.
    const { router } = await import('../app/router');
    const { loginPathFor } = await import('./return-to');
    await router.navigate(returnTo ? loginPathFor(returnTo) : '/userlogin');
  }
}
