// Draws the demo menu's pictures as SVG files under apps/web/public/images.
// The pictures are generated once and committed; run again after changing a recipe:
//   node scripts/generate-menu-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/images');

const W = 400;
const H = 300;
const CX = W / 2;

const defs = `
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

function frame(body, { green = false, title }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${title}">
<title>${title}</title>${defs}
<rect width="${W}" height="${H}" fill="url(#${green ? 'bgGreen' : 'bg'})"/>
<ellipse cx="${CX}" cy="262" rx="150" ry="18" fill="#000" opacity=".12"/>
<g filter="url(#shadow)">${body}</g>
</svg>
`;
}

// ---- burger layers: each returns [svg, height] drawn from its top y ----
const L = {
  bottomBun: (y, w, bun = 'bun') => [
    `<path d="M${CX - w / 2} ${y} h${w} q0 26 -22 30 h${-(w - 44)} q-22 -4 -22 -30z" fill="url(#${bun})"/>`,
    28,
  ],
  patty: (y, w) => [
    `<rect x="${CX - w / 2 - 4}" y="${y}" width="${w + 8}" height="24" rx="12" fill="url(#patty)"/>` +
      `<path d="M${CX - w / 2 + 10} ${y + 8} q20 -5 40 0 t40 0 t40 0 t40 0 t40 0" stroke="#2a140a" stroke-width="2" fill="none" opacity=".6"/>`,
    20,
  ],
  veggiePatty: (y, w) => [
    `<rect x="${CX - w / 2 - 4}" y="${y}" width="${w + 8}" height="24" rx="12" fill="url(#veggiePatty)"/>` +
      [20, 60, 100, 140, 180, 220]
        .map((dx, i) => `<circle cx="${CX - w / 2 + dx}" cy="${y + 8 + (i % 2) * 7}" r="3.5" fill="#d9c36a"/>`)
        .join(''),
    20,
  ],
  cheese: (y, w) => [
    `<path d="M${CX - w / 2 - 8} ${y} h${w + 16} l-14 10 l-10 16 l-8 -14 l-24 4 l-14 16 l-10 -16 h-40 l-16 18 l-8 -18 h-30 l-12 12 l-8 -12z" fill="#ffc928"/>`,
    7,
  ],
  provolone: (y, w) => [
    `<rect x="${CX - w / 2}" y="${y}" width="${w}" height="12" rx="6" fill="#f4deb0"/><path d="M${CX - 60} ${y + 6} h18 M${CX + 10} ${y + 4} h26" stroke="#b97a2b" stroke-width="4" stroke-linecap="round"/>`,
    10,
  ],
  bacon: (y, w) => [
    `<path d="M${CX - w / 2 - 10} ${y + 6} q25 -10 50 0 t50 0 t50 0 t50 0 t50 0" stroke="#a3271b" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<path d="M${CX - w / 2 - 10} ${y + 6} q25 -10 50 0 t50 0 t50 0 t50 0 t50 0" stroke="#f3b4a0" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    10,
  ],
  lettuce: (y, w) => [
    `<path d="M${CX - w / 2 - 14} ${y + 4} q12 -10 24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t12 4 v6 h${-(w + 28)}z" fill="#56b33b"/>`,
    9,
  ],
  tomato: (y, w) => [
    [-1, 1]
      .map(
        (s) =>
          `<ellipse cx="${CX + s * w * 0.24}" cy="${y + 6}" rx="${w * 0.26}" ry="8" fill="#e0362c"/><ellipse cx="${CX + s * w * 0.24}" cy="${y + 5}" rx="${w * 0.16}" ry="4" fill="#f26b5b"/>`,
      )
      .join(''),
    11,
  ],
  onion: (y, w) => [
    `<path d="M${CX - w / 2} ${y + 5} q30 -8 60 0 t60 0 t60 0 t60 0" stroke="#a8602a" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    8,
  ],
  crispyOnion: (y, w) => [
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<ellipse cx="${CX - w / 2 + 20 + (i * (w - 40)) / 5}" cy="${y + 6}" rx="18" ry="8" fill="none" stroke="#e3a13b" stroke-width="6"/>`,
      )
      .join(''),
    12,
  ],
  pickles: (y, w) => [
    [-2, -1, 0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${CX + i * w * 0.2}" cy="${y + 4}" rx="15" ry="5" fill="#7a9a2a" stroke="#4f6a14" stroke-width="2"/>`,
      )
      .join(''),
    7,
  ],
  egg: (y) => [
    `<path d="M${CX - 70} ${y + 8} q10 -14 40 -10 q30 -8 60 2 q30 6 10 16 q-50 8 -110 -8z" fill="#fffdf4"/><ellipse cx="${CX}" cy="${y + 4}" rx="20" ry="11" fill="#ffb21e"/>`,
    12,
  ],
  avocado: (y, w) => [
    [-2, -1, 0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${CX + i * w * 0.18}" cy="${y + 5}" rx="20" ry="7" fill="#b5d65a" stroke="#3f6b1f" stroke-width="3"/>`,
      )
      .join(''),
    10,
  ],
  mushrooms: (y, w) => [
    [-2, -1, 0, 1, 2]
      .map(
        (i) =>
          `<path d="M${CX + i * w * 0.18 - 16} ${y + 8} q16 -18 32 0z" fill="#8b6a4e"/><rect x="${CX + i * w * 0.18 - 4}" y="${y + 7}" width="8" height="6" fill="#d8c3a5"/>`,
      )
      .join(''),
    12,
  ],
  topBun: (y, w, bun = 'bun') => {
    const h = 62;
    const seeds =
      bun === 'bun'
        ? [
            [-60, 22],
            [-30, 12],
            [0, 8],
            [30, 12],
            [60, 22],
            [-45, 36],
            [-12, 26],
            [20, 28],
            [50, 38],
            [-80, 40],
            [82, 42],
          ]
            .map(
              ([dx, dy]) =>
                `<ellipse cx="${CX + dx}" cy="${y - h + dy + 10}" rx="5" ry="2.6" fill="#fff6dc" transform="rotate(${dx / 3} ${CX + dx} ${y - h + dy + 10})"/>`,
            )
            .join('')
        : bun === 'wholemeal'
          ? [
              [-50, 20],
              [-20, 12],
              [15, 14],
              [45, 22],
              [-70, 36],
              [70, 36],
              [0, 30],
            ]
              .map(([dx, dy]) => `<circle cx="${CX + dx}" cy="${y - h + dy + 10}" r="2.5" fill="#5b3a1c"/>`)
              .join('')
          : `<path d="M${CX - 70} ${y - h + 24} q40 -16 90 -8" stroke="#fff" stroke-opacity=".35" stroke-width="8" fill="none" stroke-linecap="round"/>`;
    return [
      `<path d="M${CX - w / 2 - 6} ${y + 4} q0 -${h + 8} ${w / 2 + 6} -${h + 8} q${w / 2 + 6} 0 ${w / 2 + 6} ${h + 8}z" fill="url(#${bun})"/>${seeds}`,
      0,
    ];
  },
};

function burger(layers, { bun = 'bun', width = 220, offsetX = 0, scale = 1.35, baseY = 252 } = {}) {
  // Stack from the bottom bun upwards.
  let y = baseY - 28;
  const parts = [];
  const [bottom] = L.bottomBun(y, width, bun);
  parts.push(bottom);
  for (const layer of layers) {
    const probe = L[layer](0, width)[1];
    y -= probe;
    parts.unshift(); // keep order: later layers drawn on top
    parts.push(L[layer](y, width)[0]);
  }
  parts.push(L.topBun(y, width, bun)[0]);
  return `<g transform="translate(${offsetX} 0) translate(${CX} ${baseY}) scale(${scale}) translate(${-CX} ${-baseY})">${parts.join('')}</g>`;
}

function cup({
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

function bottle({
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

function pint({ x = CX, baseY = 255 }) {
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

function jar({ x = CX, baseY = 255 }) {
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

function fries({ x = CX, container = 'cone', size = 1, cheddar = false, wedges = false, baseY = 258 }) {
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

// A coupon's picture carries no percentage: the web app writes '{n}% OFF' over it from the coupon
// itself, so an edited discount can never disagree with its picture.
function banner({ subtitle, color, accent, icon }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${subtitle}">
<title>${subtitle}</title>${defs}
<rect width="${W}" height="${H}" fill="${color}"/>
<circle cx="330" cy="40" r="90" fill="${accent}" opacity=".35"/><circle cx="40" cy="280" r="70" fill="${accent}" opacity=".25"/>
<g transform="translate(-40 60) scale(.6)">${icon}</g>
<text x="380" y="78" font-family="Impact, Arial Black, sans-serif" font-size="36" fill="#fff" text-anchor="end">${subtitle.toUpperCase()}</text>
</svg>
`;
}

function single(body, title, green = false) {
  return frame(body, { title, green });
}

// ---- the menu ----
const art = {
  'menu/clasica-devoto': () => single(burger(['patty', 'cheese', 'lettuce', 'tomato']), 'Clásica Devoto'),
  'menu/cheeseburger-doble': () =>
    single(burger(['patty', 'cheese', 'patty', 'cheese', 'pickles', 'onion']), 'Cheeseburger Doble'),
  'menu/bacon-lovers': () =>
    single(burger(['patty', 'cheese', 'bacon', 'bacon', 'crispyOnion'], { bun: 'brioche' }), 'Bacon Lovers'),
  'menu/devoto-especial': () =>
    single(
      burger(['lettuce', 'patty', 'cheese', 'bacon', 'egg', 'tomato'], { width: 210, scale: 1.2 }),
      'Devoto Especial',
    ),
  'menu/provoleta-criolla': () =>
    single(burger(['patty', 'provolone', 'tomato', 'onion'], { bun: 'brioche' }), 'Provoleta Criolla'),
  'menu/crispy-onion': () => single(burger(['patty', 'cheese', 'crispyOnion', 'crispyOnion']), 'Crispy Onion'),
  'menu/triple-monstruo': () =>
    single(
      burger(['patty', 'cheese', 'patty', 'cheese', 'patty', 'bacon', 'crispyOnion'], {
        width: 200,
        bun: 'brioche',
        scale: 1.05,
      }),
      'Triple Monstruo',
    ),
  'menu/veggie-clasica': () =>
    single(
      burger(['veggiePatty', 'cheese', 'lettuce', 'tomato', 'pickles'], { bun: 'wholemeal' }),
      'Veggie Clásica',
      true,
    ),
  'menu/veggie-palta': () =>
    single(
      burger(['veggiePatty', 'avocado', 'tomato', 'lettuce', 'onion'], { bun: 'wholemeal' }),
      'Veggie Palta',
      true,
    ),
  'menu/hongos-provoleta': () =>
    single(
      burger(['veggiePatty', 'mushrooms', 'provolone', 'onion'], { bun: 'wholemeal' }),
      'Hongos y Provoleta',
      true,
    ),
  'menu/combo-clasico': () =>
    single(
      burger(['patty', 'cheese', 'lettuce', 'tomato'], { scale: 0.95, offsetX: -10 }) +
        fries({ x: 330, size: 0.6 }) +
        cup({ x: 62, height: 110, width: 60, text: 'COLA' }),
      'Combo Clásico',
    ),
  'menu/combo-bacon': () =>
    single(
      burger(['patty', 'cheese', 'bacon', 'bacon'], { scale: 0.95, offsetX: -10, bun: 'brioche' }) +
        fries({ x: 330, size: 0.6, container: 'bowl', wedges: true }) +
        cup({ x: 62, height: 110, width: 60, label: '#222', text: 'ZERO' }),
      'Combo Bacon',
    ),
  'menu/combo-veggie': () =>
    single(
      burger(['veggiePatty', 'cheese', 'lettuce', 'tomato'], { scale: 0.95, offsetX: -10, bun: 'wholemeal' }) +
        fries({ x: 330, size: 0.6 }) +
        cup({ x: 62, height: 110, width: 60, liquid: '#f5e66a', label: '#3fa34d', text: 'LIMA' }),
      'Combo Veggie',
      true,
    ),
  'menu/combo-para-dos': () =>
    single(
      burger(['patty', 'cheese', 'bacon'], { scale: 0.55, offsetX: -110 }) +
        burger(['patty', 'cheese', 'lettuce', 'tomato'], { scale: 0.55, offsetX: -20 }) +
        fries({ x: 280, size: 0.6, container: 'tray', cheddar: true }) +
        cup({ x: 360, height: 100, width: 50, text: '', straw: false }),
      'Combo Para Dos',
    ),
  'menu/gaseosa-cola': () => single(cup({ text: 'COLA' }), 'Gaseosa Cola'),
  'menu/gaseosa-cola-zero': () => single(cup({ label: '#1a1a1a', text: 'ZERO', height: 170 }), 'Gaseosa Cola Zero'),
  'menu/limonada-menta-jengibre': () => single(jar({}), 'Limonada con menta y jengibre', true),
  'menu/agua-mineral': () => single(bottle({ text: 'AGUA' }), 'Agua mineral'),
  'menu/agua-con-gas': () =>
    single(
      bottle({ liquid: '#d7f0ff', cap: '#0b8f6a', label: '#0b8f6a', text: 'CON GAS', bubbles: true }),
      'Agua con gas',
    ),
  'menu/cerveza-rubia': () => single(pint({}), 'Cerveza artesanal rubia'),
  'menu/papas-clasicas': () => single(fries({ size: 1 }), 'Papas Clásicas'),
  'menu/papas-rusticas': () => single(fries({ size: 1.2, container: 'bowl', wedges: true }), 'Papas Rústicas'),
  'menu/papas-cheddar-panceta': () =>
    single(fries({ size: 1.3, container: 'tray', cheddar: true }), 'Papas con Cheddar y Panceta'),
  'menu/base-clasica': () => single(burger(['patty']), 'Base Clásica'),
  'menu/base-doble': () => single(burger(['patty', 'patty'], { bun: 'brioche' }), 'Base Doble'),
  'menu/base-veggie': () => single(burger(['veggiePatty'], { bun: 'wholemeal' }), 'Base Veggie', true),
};

const ingredient = (layer, title, green = false, repeat = 2) =>
  single(
    `<g transform="translate(${CX} 170) scale(1.3) translate(${-CX} -170)">${Array.from({ length: repeat }, (_, i) => L[layer](150 + i * 26, 220)[0]).join('')}</g>`,
    title,
    green,
  );
Object.assign(art, {
  'menu/queso-cheddar': () => ingredient('cheese', 'Queso cheddar'),
  'menu/panceta': () => ingredient('bacon', 'Panceta crocante', false, 3),
  'menu/medallon-extra': () => ingredient('patty', 'Medallón de carne extra', false, 1),
  'menu/huevo-frito': () => ingredient('egg', 'Huevo frito', false, 1),
  'menu/provoleta': () => ingredient('provolone', 'Provoleta', false, 1),
  'menu/lechuga': () => ingredient('lettuce', 'Lechuga', true, 3),
  'menu/tomate': () => ingredient('tomato', 'Tomate', true, 2),
  'menu/cebolla-caramelizada': () => ingredient('onion', 'Cebolla caramelizada', true, 3),
  'menu/cebolla-crispy': () => ingredient('crispyOnion', 'Cebolla crispy', true, 2),
  'menu/pepinos': () => ingredient('pickles', 'Pepinos encurtidos', true, 2),
  'menu/palta': () => ingredient('avocado', 'Palta', true, 2),
  'menu/hongos': () => ingredient('mushrooms', 'Hongos salteados', true, 2),
  'coupons/bienvenida': () =>
    banner({
      subtitle: 'Bienvenida',
      color: '#b3261e',
      accent: '#f4a300',
      icon: burger(['patty', 'cheese', 'lettuce', 'tomato'], { scale: 1 }),
    }),
  'coupons/veggie': () =>
    banner({
      subtitle: 'Martes veggie',
      color: '#2e7d32',
      accent: '#c5e1a5',
      icon: burger(['veggiePatty', 'cheese', 'lettuce', 'tomato'], { bun: 'wholemeal', scale: 1 }),
    }),
  'coupons/combos': () =>
    banner({
      subtitle: 'Combos',
      color: '#3b2a20',
      accent: '#f4a300',
      icon: burger(['patty', 'cheese', 'bacon'], { scale: 0.8, offsetX: -30 }) + fries({ x: 310, size: 0.7 }),
    }),
  'coupons/verano': () =>
    banner({ subtitle: 'Verano', color: '#0277bd', accent: '#ffeb3b', icon: cup({ text: 'COLA' }) }),
});

for (const [name, draw] of Object.entries(art)) {
  const file = path.join(out, `${name}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, draw().replace(/\n\s+/g, '\n'));
}
console.log(`wrote ${Object.keys(art).length} pictures to ${path.relative(root, out)}`);
