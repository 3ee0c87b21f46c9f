// Draws the demo menu's pictures as SVG files under apps/web/public/images.
// The pictures are generated once and committed; run again after changing a recipe:
//   node scripts/generate-menu-art.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { burger, L } from './menu-art/burger.mjs';
import { CX, defs, frame, H, W } from './menu-art/canvas.mjs';
import { bottle, cup, fries, jar, pint } from './menu-art/sides.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'apps/web/public/images');

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
