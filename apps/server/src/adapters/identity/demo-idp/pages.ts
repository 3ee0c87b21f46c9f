import escapeHtml from 'escape-html';
import { messages } from '#messages';

const layout = (basePath: string, title: string, body: string, script?: string) => `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(messages.demoIdpName)}</title>
<link rel="stylesheet" href="${basePath}/assets/demo-idp.css">
${script ? `<script src="${basePath}/assets/${script}" defer></script>` : ''}
</head>
<body>
<main>
<header><p>${escapeHtml(messages.demoIdpName)}</p><h1>${escapeHtml(title)}</h1></header>
<section>
${body}
</section>
</main>
</body>
</html>`;

export interface SignInPageOptions {
  basePath: string;
  uid: string;
  values?: { email?: string; givenName?: string; familyName?: string };
  error?: string;
}

/** Email, Nombre, Apellido, Continuar and Cancelar; it says plainly that nobody is verified here. */
export function signInPage({ basePath, uid, values = {}, error }: SignInPageOptions): string {
  const action = `${basePath}/interaction/${encodeURIComponent(uid)}`;
  const field = (id: string, name: string, label: string, type: string, value = '', autocomplete = '') =>
    `<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${type}" value="${escapeHtml(value)}" required maxlength="100"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}>`;
  return layout(
    basePath,
    messages.demoIdpSignInTitle,
    `<p class="notice">${escapeHtml(messages.demoIdpNotice)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}/login">
${field('email', 'email', 'Email', 'email', values.email, 'email')}
${field('given_name', 'given_name', 'Nombre', 'text', values.givenName, 'given-name')}
${field('family_name', 'family_name', 'Apellido', 'text', values.familyName, 'family-name')}
<div class="actions">
<button type="submit" class="secondary" formaction="${action}/abort" formnovalidate>Cancelar</button>
<button type="submit" class="primary">Continuar</button>
</div>
</form>`,
  );
}

/** oidc-provider's end-session form, submitted by logout.js; the button is there should scripts be off. */
export function logoutPage(basePath: string, form: string): string {
  const withChoice = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    basePath,
    messages.demoIdpLogoutTitle,
    `<p>${escapeHtml(messages.demoIdpLogoutText)}</p>
${withChoice}
<div class="actions"><button type="submit" class="primary" form="op.logoutForm">${escapeHtml(messages.demoIdpLogoutButton)}</button></div>`,
    'logout.js',
  );
}

/** Any error the provider shows itself (an expired interaction, a bad request): Spanish, with a way back. */
export function errorPage(basePath: string, shopUrl: string, text: string = messages.demoIdpError): string {
  return layout(
    basePath,
    messages.demoIdpErrorTitle,
    `<p>${escapeHtml(text)}</p>
<div class="actions"><a class="button primary" href="${escapeHtml(shopUrl)}">${escapeHtml(messages.backToShop)}</a></div>`,
  );
}

/** A generated picture: the person's initials on a colour taken from the subject. */
export function avatarSvg(subject: string, initials: string): string {
  let hash = 0;
  for (const char of subject) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeHtml(initials)}">
<rect width="128" height="128" fill="hsl(${hue} 45% 38%)"/>
<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="52" font-weight="bold" fill="#fff">${escapeHtml(initials)}</text>
</svg>`;
}
