import escapeHtml from 'escape-html';
import type { MailMessage } from './mailer';

/** A mail's content; the recipient is added by the caller. */
export type MailContent = Omit<MailMessage, 'to'>;

export interface BrandedMail {
  subject: string;
  /** Greeting line, e.g. 'Hola Ana!'. Plain text: it is escaped for HTML here. */
  greeting: string;
  /** Paragraphs of plain text, escaped for HTML here. */
  paragraphs: string[];
  /** The call to action; the link is repeated as text so it works in any mail client. */
  action: { label: string; url: string };
  /** A second link under the button (the review request's Google review page). */
  secondaryAction?: { label: string; url: string };
  /** A closing note under the button, e.g. how long the link is valid. */
  footnote?: string;
  /** A receipt-like table under the paragraphs: a label and an amount per row. */
  rows?: MailRow[];
  /** A link in the footer, e.g. a newsletter's unsubscribe link (added for the newsletter). */
  footerLink?: { text: string; label: string; url: string };
}

export interface MailRow {
  label: string;
  /** Empty for a row without an amount (e.g. a custom burger's ingredients). */
  amount: string;
  /** A smaller, muted row under the one before. */
  detail?: boolean;
  /** Written in italics (an item's note). */
  italic?: boolean;
  /** The total: bold, with a rule above. */
  strong?: boolean;
}

function rowsHtml(rows: readonly MailRow[]): string {
  if (rows.length === 0) return '';
  const cells = rows
    .map((row) => {
      const style = row.strong
        ? 'padding:10px 0 0;border-top:2px solid #2b211b;font-weight:bold;font-size:17px;'
        : row.detail
          ? 'padding:0 0 6px 16px;font-size:13px;color:#6b5a4e;'
          : 'padding:6px 0;font-size:15px;';
      const label = row.italic ? `<em>${escapeHtml(row.label)}</em>` : escapeHtml(row.label);
      return `<tr><td style="${style}">${label}</td><td align="right" style="${style}white-space:nowrap;">${escapeHtml(row.amount)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;">${cells}</table>`;
}

function rowsText(rows: readonly MailRow[]): string[] {
  if (rows.length === 0) return [];
  return [
    ...rows.map((row) => {
      if (row.detail) return `    ${row.label}`;
      return row.amount ? `${row.label}: ${row.amount}` : row.label;
    }),
    '',
  ];
}

const brand = {
  name: 'Burgers Devoto',
  dark: '#1c1410',
  primary: '#f4a300',
  background: '#fffaf2',
  text: '#2b211b',
} as const;

/**
 * The shop's mail layout (inline styles, table based, because mail clients ignore stylesheets),
 * with a text version carrying the same link. Other mail templates reuse it.
 */
export function brandedMail(mail: BrandedMail): MailContent {
  const url = escapeHtml(mail.action.url);
  const paragraphs = mail.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">${escapeHtml(p)}</p>`)
    .join('');
  const footnote = mail.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;color:#6b5a4e;">${escapeHtml(mail.footnote)}</p>`
    : '';
  const secondary = mail.secondaryAction
    ? `<p style="margin:0 0 24px;text-align:center;font-size:15px;"><a href="${escapeHtml(mail.secondaryAction.url)}" style="color:#b35c00;font-weight:bold;">${escapeHtml(mail.secondaryAction.label)}</a></p>`
    : '';
  const footerLink = mail.footerLink
    ? `<br>${escapeHtml(mail.footerLink.text)} <a href="${escapeHtml(mail.footerLink.url)}" style="color:#d9cbbd;">${escapeHtml(mail.footerLink.label)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:${brand.background};font-family:Arial,Helvetica,sans-serif;color:${brand.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${brand.dark};padding:20px 32px;color:${brand.primary};font-size:26px;font-weight:bold;letter-spacing:2px;">${brand.name.toUpperCase()}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(mail.greeting)}</h1>
${paragraphs}
${rowsHtml(mail.rows ?? [])}
<p style="margin:24px 0;text-align:center;"><a href="${url}" style="display:inline-block;background:${brand.primary};color:${brand.dark};text-decoration:none;font-weight:bold;padding:14px 28px;border-radius:8px;">${escapeHtml(mail.action.label)}</a></p>
${secondary}
<p style="margin:0;font-size:13px;color:#6b5a4e;">Si el botón no funciona, copiá este enlace en tu navegador:<br><a href="${url}" style="color:#b35c00;word-break:break-all;">${url}</a></p>
${footnote}
</td></tr>
<tr><td style="background:${brand.dark};padding:16px 32px;color:#d9cbbd;font-size:12px;">${brand.name} · Devoto, Buenos Aires${footerLink}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const text = [
    mail.greeting,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...rowsText(mail.rows ?? []),
    `${mail.action.label}: ${mail.action.url}`,
    ...(mail.secondaryAction ? [`${mail.secondaryAction.label}: ${mail.secondaryAction.url}`] : []),
    ...(mail.footnote ? ['', mail.footnote] : []),
    '',
    `${brand.name} · Devoto, Buenos Aires`,
    ...(mail.footerLink ? [`${mail.footerLink.text} ${mail.footerLink.label}: ${mail.footerLink.url}`] : []),
  ].join('\n');
  return { subject: mail.subject, html, text };
}

export function activationMail(firstName: string, url: string): MailContent {
  return brandedMail({
    subject: 'Activá tu cuenta de Burgers Devoto',
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      'Gracias por registrarte en Burgers Devoto.',
      'Para empezar a pedir tus hamburguesas favoritas, activá tu cuenta con el siguiente enlace.',
    ],
    action: { label: 'Activar mi cuenta', url },
    footnote: 'Si no creaste una cuenta, podés ignorar este correo.',
  });
}

export function passwordResetMail(firstName: string, url: string): MailContent {
  return brandedMail({
    subject: 'Recuperá tu contraseña de Burgers Devoto',
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
      'Elegí una nueva con el siguiente enlace.',
    ],
    action: { label: 'Restablecer contraseña', url },
    footnote:
      'El enlace vale por una hora y sirve una sola vez. Si no lo pediste, ignorá este correo: tu contraseña no cambia.',
  });
}
