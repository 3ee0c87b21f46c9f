import escapeHtml from 'escape-html';
import { messages } from '#messages';

/** Served as a file (the shop's CSP allows no inline style). */
export const UNSUBSCRIBE_STYLES_PATH = '/api/newsletter/assets/unsubscribe.css';

export const unsubscribeStyles = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fffaf2; color: #2b211b; font-family: Arial, Helvetica, sans-serif; }
  main { max-width: 28rem; margin: 1.5rem; background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); }
  header { background: #1c1410; color: #f4a300; padding: 1rem 1.5rem; font-size: 1.4rem; font-weight: bold; letter-spacing: 2px; }
  section { padding: 1.5rem; }
  h1 { margin: 0 0 1rem; font-size: 1.3rem; }
  p { margin: 0 0 1.5rem; line-height: 1.5; }
  a { display: inline-block; background: #f4a300; color: #1c1410; font-weight: bold; text-decoration: none; padding: 0.75rem 1.5rem; border-radius: 8px; }
  a:focus-visible { outline: 3px solid #1c1410; outline-offset: 2px; }
`;

/** The small page a subscriber sees after following an unsubscribe link from a mail. */
export function unsubscribePage(options: { title: string; text: string; shopUrl: string }): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Burgers Devoto</title>
<link rel="stylesheet" href="${UNSUBSCRIBE_STYLES_PATH}">
</head>
<body>
<main>
<header>BURGERS DEVOTO</header>
<section>
<h1>${title}</h1>
<p>${escapeHtml(options.text)}</p>
<a href="${escapeHtml(options.shopUrl)}">${escapeHtml(messages.backToShop)}</a>
</section>
</main>
</body>
</html>`;
}
