import { CX } from './canvas.mjs';

// ---- burger layers: each returns [svg, height] drawn from its top y ----
export const L = {
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

export function burger(layers, { bun = 'bun', width = 220, offsetX = 0, scale = 1.35, baseY = 252 } = {}) {
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
