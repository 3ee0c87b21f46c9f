import { CX } from './canvas.mjs';

// ---- drinks and fries ----
export function cup({
  x = CX,
  liquid = '#4a1f0f',
  label = '#d7263d',
  text = '',
  height = 150,
  width = 90,
  straw = true,
  ice = true,
  baseY = 255,
}) {
  const top = baseY - height;
  return `<g>
    ${straw ? `<rect x="${x + 8}" y="${top - 40}" width="9" height="70" fill="#f4f4f4" transform="rotate(12 ${x} ${top})"/><rect x="${x + 8}" y="${top - 40}" width="9" height="12" fill="#d7263d" transform="rotate(12 ${x} ${top})"/>` : ''}
    <path d="M${x - width / 2} ${top} h${width} l-10 ${height} h${-(width - 20)}z" fill="${liquid}"/>
    ${ice ? `<rect x="${x - 24}" y="${top + 6}" width="20" height="18" rx="4" fill="#fff" opacity=".55" transform="rotate(-12 ${x - 14} ${top + 14})"/><rect x="${x + 2}" y="${top + 4}" width="20" height="18" rx="4" fill="#fff" opacity=".5" transform="rotate(10 ${x + 12} ${top + 12})"/>` : ''}
    <path d="M${x - width / 2 + 4} ${top + height * 0.42} h${width - 8} l-4 ${height * 0.3} h${-(width - 16)}z" fill="${label}"/>
    ${text ? `<text x="${x}" y="${top + height * 0.6}" font-family="Arial Black, Arial, sans-serif" font-size="15" fill="#fff" text-anchor="middle">${text}</text>` : ''}
    <path d="M${x - width / 2} ${top} h${width} l-10 ${height} h${-(width - 20)}z" fill="url(#glass)"/>
  </g>`;
}

export function bottle({
  x = CX,
  liquid = '#bfe6ff',
  cap = '#1d6fd1',
  label = '#1d6fd1',
  text = '',
  bubbles = false,
  baseY = 255,
}) {
  const top = baseY - 190;
  return `<g>
    <rect x="${x - 12}" y="${top}" width="24" height="16" rx="3" fill="${cap}"/>
    <path d="M${x - 12} ${top + 16} h24 v20 q34 16 34 50 v96 q0 8 -8 8 h-76 q-8 0 -8 -8 v-96 q0 -34 34 -50z" fill="${liquid}" opacity=".9"/>
    <rect x="${x - 46}" y="${top + 100}" width="92" height="46" fill="${label}"/>
    <text x="${x}" y="${top + 129}" font-family="Arial Black, Arial, sans-serif" font-size="14" fill="#fff" text-anchor="middle">${text}</text>
    ${
      bubbles
        ? [
            [-20, 80],
            [10, 70],
            [25, 160],
            [-28, 165],
            [0, 175],
            [18, 90],
          ]
            .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${top + dy}" r="4" fill="#fff" opacity=".8"/>`)
            .join('')
        : ''
    }
    <path d="M${x - 12} ${top + 16} h24 v20 q34 16 34 50 v96 q0 8 -8 8 h-76 q-8 0 -8 -8 v-96 q0 -34 34 -50z" fill="url(#glass)"/>
  </g>`;
}

export function pint({ x = CX, baseY = 255 }) {
  const top = baseY - 175;
  return `<g><path d="M${x - 50} ${top} h100 l-12 175 h-76z" fill="#f2a91a"/>
    <path d="M${x - 54} ${top - 4} q10 -26 30 -16 q12 -20 30 -6 q20 -14 34 8 q10 14 -6 20 h-86 q-14 -2 -2 -6z" fill="#fffaf0"/>
    ${[
      [-20, 60],
      [10, 90],
      [25, 130],
      [-10, 150],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx}" cy="${top + dy}" r="3" fill="#fff" opacity=".7"/>`)
      .join('')}
    <path d="M${x - 50} ${top} h100 l-12 175 h-76z" fill="url(#glass)"/></g>`;
}

export function jar({ x = CX, baseY = 255 }) {
  const top = baseY - 180;
  return `<g><rect x="${x - 55}" y="${top}" width="110" height="180" rx="18" fill="#fbf3a6"/>
    <circle cx="${x + 20}" cy="${top + 60}" r="22" fill="#f6e13a" stroke="#e8c61a" stroke-width="4"/>
    <path d="M${x + 20} ${top + 40} v40 M${x} ${top + 60} h40" stroke="#fff7b0" stroke-width="2"/>
    ${[
      [-28, 40],
      [-20, 110],
      [10, 140],
    ]
      .map(([dx, dy]) => `<path d="M${x + dx} ${top + dy} q14 -16 26 0 q-14 12 -26 0z" fill="#3fa34d"/>`)
      .join('')}
    <rect x="${x - 55}" y="${top}" width="110" height="180" rx="18" fill="url(#glass)"/>
    <rect x="${x - 60}" y="${top - 10}" width="120" height="14" rx="6" fill="#c9c9c9"/></g>`;
}

export function fries({ x = CX, container = 'cone', size = 1, cheddar = false, wedges = false, baseY = 258 }) {
  const w = 120 * size;
  const h = 110 * size;
  const top = baseY - h;
  const sticks = Array.from({ length: 9 }, (_, i) => {
    const sx = x - w / 2 + 12 + (i * (w - 24)) / 8;
    const sh = 50 + ((i * 37) % 30);
    return wedges
      ? `<path d="M${sx - 8} ${top + 10} q8 -${sh} 16 0z" fill="#d9962f" stroke="#8b5a1e" stroke-width="2"/>`
      : `<rect x="${sx - 6}" y="${top - sh + 20}" width="12" height="${sh}" rx="3" fill="#ffd24a" stroke="#e0a91a" stroke-width="2" transform="rotate(${(i - 4) * 4} ${sx} ${top + 20})"/>`;
  }).join('');
  const box =
    container === 'tray'
      ? `<path d="M${x - w / 2 - 20} ${top + 30} h${w + 40} l-14 ${h - 30} h${-(w + 12)}z" fill="#2b211b"/><path d="M${x - w / 2 - 20} ${top + 30} h${w + 40}" stroke="#f4a300" stroke-width="6"/>`
      : container === 'bowl'
        ? `<path d="M${x - w / 2 - 10} ${top + 20} h${w + 20} q0 ${h - 20} -${w / 2 + 10} ${h - 20} q-${w / 2 + 10} 0 -${w / 2 + 10} -${h - 20}z" fill="#f7f1e6" stroke="#c9b79a" stroke-width="3"/>`
        : `<path d="M${x - w / 2} ${top + 10} h${w} l-14 ${h - 10} h${-(w - 28)}z" fill="#d7263d"/><path d="M${x - 18} ${top + 50} l18 -18 l18 18" stroke="#ffc928" stroke-width="8" fill="none"/>`;
  const topping = cheddar
    ? `<path d="M${x - w / 2 - 6} ${top + 8} q30 -30 60 -6 q30 -24 70 4 q20 10 0 24 h-120z" fill="#ffb81e"/>` +
      [
        [-30, 6],
        [0, -6],
        [28, 4],
        [-10, 14],
      ]
        .map(([dx, dy]) => `<rect x="${x + dx}" y="${top + dy}" width="12" height="8" rx="2" fill="#a3271b"/>`)
        .join('')
    : '';
  return `<g>${sticks}${box}${topping}</g>`;
}
