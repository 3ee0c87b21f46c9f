// The picture's canvas: its size, gradients, shadow and frame (scripts/generate-menu-art.mjs).

export const W = 400;
export const H = 300;
export const CX = W / 2;

export const defs = `
<defs>
  <radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fff3dc"/><stop offset="1" stop-color="#f6d9a8"/></radialGradient>
  <radialGradient id="bgGreen" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#f1fae6"/><stop offset="1" stop-color="#cfe8b4"/></radialGradient>
  <linearGradient id="bun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0a445"/><stop offset="1" stop-color="#c8711f"/></linearGradient>
  <linearGradient id="brioche" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9822b"/><stop offset="1" stop-color="#9c4f12"/></linearGradient>
  <linearGradient id="wholemeal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c99a62"/><stop offset="1" stop-color="#8d6338"/></linearGradient>
  <linearGradient id="patty" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b3b22"/><stop offset="1" stop-color="#3e1f10"/></linearGradient>
  <linearGradient id="veggiePatty" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a9a3c"/><stop offset="1" stop-color="#5b6a22"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity=".55"/><stop offset=".5" stop-color="#ffffff" stop-opacity=".15"/><stop offset="1" stop-color="#ffffff" stop-opacity=".45"/></linearGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="6" stdDeviation="6" flood-color="#5a2d0c" flood-opacity=".28"/></filter>
</defs>`;

export function frame(body, { green = false, title }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}">
<title>${title}</title>${defs}
<rect width="${W}" height="${H}" fill="url(#${green ? 'bgGreen' : 'bg'})"/>
<ellipse cx="${CX}" cy="262" rx="150" ry="18" fill="#000" opacity=".12"/>
<g filter="url(#shadow)">${body}</g>
</svg>
`;
}
