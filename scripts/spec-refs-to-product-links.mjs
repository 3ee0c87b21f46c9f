#!/usr/bin/env node
/**
 * Rewrites the old "SPEC §n" references in comments and test names into links to the heading of
 * docs/product/ that describes the rule (`docs/product/cart.md#coupons`). Safe to run again: a
 * line without such a reference is left alone. Which heading a reference means is decided by the
 * file (and, in files that touch several areas, by the words on the line); a file it has no rule
 * for falls back on its folder, then on the section number alone. A possessive ("SPEC §3's order")
 * cannot be rewritten without rewording the sentence: those lines are listed and left for a person.
 *
 *   node scripts/spec-refs-to-product-links.mjs          rewrite every tracked file
 *   node scripts/spec-refs-to-product-links.mjs --check  list what would change, change nothing
 *
 * `node scripts/check-product-links.mjs` (part of `npm run lint`) then checks every link.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const P = 'docs/product/';

/** [file pattern, line pattern or null, target]: the first rule that matches a line wins. */
const RULES = [
  [/./, /only (be )?logged|only reach(es)? the console/i, 'README.md#conventions-every-area-shares'],
  // --- the domain package ---
  [/domain\/src\/builder\.ts$/, /cart line|finished/i, 'builder.md#the-finished-burger'],
  [/domain\/src\/builder\.ts$/, null, 'builder.md#building-rules'],
  [/domain\/src\/schemas\/products\.test\.ts$/, null, 'admin.md#product-forms'],
  [/domain\/src\/schemas\/review\.ts$/, null, 'customer-area.md#reviewing-an-order'],
  [/domain\/src\/schemas\/builder\.ts$/, null, 'builder.md#building-rules'],
  [/domain\/src\/schemas\/order-response\.ts$/, null, 'cart.md#orders'],
  [/domain\/src\/schemas\/account\.ts$/, /registration|register/i, 'accounts.md#registration'],
  [/domain\/src\/schemas\/account\.ts$/, null, 'customer-area.md#personal-data'],
  [/domain\/src\/schemas\/cart\.ts$/, /note/i, 'cart.md#the-note'],
  [/domain\/src\/schemas\/cart\.ts$/, null, 'cart.md#the-cart'],
  [/domain\/src\/schemas\/(fields|contact)\.ts$/, null, 'messages.md#contact-form'],
  [/domain\/src\/schemas\/newsletter\.ts$/, /to send|title, description/i, 'admin.md#newsletter'],
  [/domain\/src\/schemas\/newsletter\.ts$/, null, 'messages.md#newsletter-subscription'],
  [/domain\/src\/schemas\/products\.ts$/, null, 'admin.md#product-forms'],
  [/domain\/src\/schemas\/coupon\.ts$/, null, 'admin.md#coupons'],
  [/domain\/src\/schemas\/stored\.ts$/, /cart line/i, 'cart.md#the-cart'],
  [/domain\/src\/(schemas\/)?stored\.ts$/, null, 'README.md#what-the-browser-keeps'],
  [/domain\/src\/pricing\.ts$/, /2 decimals|prefix/i, 'README.md#conventions-every-area-shares'],
  [/domain\/src\/pricing\.ts$/, null, 'cart.md#totals'],
  [/domain\/src\/constants\.ts$/, /Devoto|local/i, 'storefront.md#home'],
  [/domain\/src\/constants\.ts$/, /storage/i, 'README.md#what-the-browser-keeps'],
  [/domain\/src\/constants\.ts$/, null, 'README.md#constants'],
  [/domain\/src\/messages(\.test)?\.ts$/, /contact/i, 'messages.md#contact-form'],
  [/domain\/src\/messages(\.test)?\.ts$/, /newsletter subscription/i, 'messages.md#newsletter-subscription'],
  [/domain\/src\/messages(\.test)?\.ts$/, /register/i, 'accounts.md#registration'],
  [/domain\/src\/messages(\.test)?\.ts$/, /personal data|password change/i, 'customer-area.md#personal-data'],
  [/domain\/src\/messages(\.test)?\.ts$/, /review/i, 'customer-area.md#reviewing-an-order'],
  [/domain\/src\/messages(\.test)?\.ts$/, /coupon entry/i, 'cart.md#coupons'],
  [/domain\/src\/messages(\.test)?\.ts$/, /builder/i, 'builder.md#building-rules'],
  [/domain\/src\/coupons(\.test)?\.ts$/, null, 'cart.md#coupons'],
  [/domain\/src\/types\.ts$/, /cart line/i, 'cart.md#the-cart'],
  [/domain\/src\/types\.ts$/, /activation/i, 'accounts.md#activation'],
  // --- the server ---
  [/modules\/oidc\//, null, 'accounts.md#social-sign-in'],
  [/adapters\/identity\//, null, 'accounts.md#social-sign-in'],
  [/modules\/auth\//, /activat|no body/i, 'accounts.md#activation'],
  [/modules\/auth\//, /recover|reset/i, 'accounts.md#password-recovery'],
  [/modules\/auth\//, null, 'accounts.md#login'],
  [/modules\/users\//, /favourite|favorite/i, 'customer-area.md#favourites'],
  [/modules\/users\//, /password|names|personal/i, 'customer-area.md#personal-data'],
  [/modules\/users\//, null, 'admin.md#users'],
  [/modules\/orders\/presenter\.ts$/, null, 'cart.md#orders'],
  [/modules\/orders\//, /review/i, 'customer-area.md#reviewing-an-order'],
  [/modules\/orders\//, null, 'kitchen.md#marking-an-order-ready'],
  [/modules\/checkout\//, /coupon|code/i, 'cart.md#coupons'],
  [/modules\/checkout\//, null, 'cart.md#checkout-and-payment'],
  [/modules\/coupons\//, null, 'admin.md#coupons'],
  [/modules\/payments\/|adapters\/payments\//, /purchase info|status|approved/i, 'cart.md#purchase-detail'],
  [/modules\/payments\/|adapters\/payments\//, null, 'cart.md#checkout-and-payment'],
  [/modules\/favorites\//, null, 'customer-area.md#favourites'],
  [/modules\/reviews\//, null, 'customer-area.md#reviewing-an-order'],
  [/modules\/products\//, null, 'admin.md#product-forms'],
  [/modules\/newsletter\//, /send/i, 'admin.md#newsletter'],
  [/modules\/newsletter\//, null, 'messages.md#newsletter-subscription'],
  [/modules\/contact\/inbox/, null, 'admin.md#inbox'],
  [/modules\/contact\//, null, 'messages.md#contact-form'],
  [/modules\/store\//, null, 'storefront.md#opening-hours'],
  [/modules\/stats\//, null, 'admin.md#admin-home'],
  [/modules\/uploads\//, null, 'customer-area.md#profile'],
  // --- the web app: shared pieces ---
  [/web\/src\/stores\/coupons\.ts$/, null, 'cart.md#coupons'],
  [/web\/src\/stores\/(cart|spec-storage)\.ts$/, null, 'cart.md#the-cart'],
  [/web\/src\/stores\/session\.ts$/, null, 'accounts.md#sessions-and-logout'],
  [/components\/FallbackImage\.tsx$/, null, 'README.md#conventions-every-area-shares'],
  [/components\/PriceTag\.tsx$/, null, 'README.md#conventions-every-area-shares'],
  [/components\/AddToCartButton\.tsx$/, null, 'messages.md#popups'],
  [/components\/(FavoriteButton|Favorite)/, null, 'customer-area.md#favourites'],
  [/components\/store\//, /local|address/i, 'storefront.md#home'],
  [/components\/store\//, null, 'storefront.md#opening-hours'],
  [/components\/CouponCard/, null, 'storefront.md#home'],
  [/web\/src\/app\/guards\.tsx$/, null, 'accounts.md#route-guards'],
  [/web\/src\/app\/router\.tsx$/, /product type|form page/i, 'admin.md#product-forms'],
  [/web\/src\/app\/NotFoundPage\.tsx$/, null, 'storefront.md#not-found'],
  [/web\/src\/app\/(RootLayout|ScrollToTop)\.tsx$/, null, 'storefront.md#navigation-bars'],
  [/web\/src\/app\/navbars\//, null, 'storefront.md#navigation-bars'],
  [/web\/src\/app\/SessionExpiry/, null, 'accounts.md#sessions-and-logout'],
  [/web\/src\/api\/favorites\.ts$/, null, 'customer-area.md#favourites'],
  [/web\/src\/api\/client\.ts$/, /checkout|payment/i, 'cart.md#checkout-and-payment'],
  [/web\/src\/api\/client\.ts$/, /401|password at login/i, 'accounts.md#sessions-and-logout'],
  [/web\/src\/api\/client\.ts$/, null, 'messages.md#server-errors'],
  [
    /web\/src\/(api\/logged\.ts|features\/.*\/api\/)/,
    /failures are only logged|only logged/i,
    'README.md#conventions-every-area-shares',
  ],
  [/web\/src\/lib\/alerts\.ts$/, /subscribed/i, 'messages.md#newsletter-subscription'],
  [/web\/src\/lib\/alerts\.ts$/, /logged out|login/i, 'customer-area.md#favourites'],
  [/web\/src\/lib\/return-to\.ts$/, null, 'accounts.md#login'],
  // --- the web app: features ---
  [/features\/admin\/users\//, null, 'admin.md#users'],
  [/features\/admin\/products\/(ProductForm|product-types|product-form)/, null, 'admin.md#product-forms'],
  [/features\/admin\/products\//, null, 'admin.md#products'],
  [/features\/admin\/coupons\//, null, 'admin.md#coupons'],
  [/features\/admin\/newsletter\//, null, 'admin.md#newsletter'],
  [/features\/admin\/hours\//, null, 'admin.md#opening-hours'],
  [/features\/admin\/messages\//, null, 'admin.md#inbox'],
  [/features\/admin\//, null, 'admin.md#admin-home'],
  [/features\/auth\/(Social|.*social)/, null, 'accounts.md#social-sign-in'],
  [
    /features\/auth\/(ForgotPassword|ResetPassword|.*password-recovery|.*reset-password)/,
    null,
    'accounts.md#password-recovery',
  ],
  [/features\/auth\/(ActivatePage|ResendActivation|.*activat)/, null, 'accounts.md#activation'],
  [/features\/auth\/(RegisterPage|.*register)/, null, 'accounts.md#registration'],
  [/features\/auth\/UserMenu/, null, 'storefront.md#navigation-bars'],
  [/features\/auth\/logout/, null, 'accounts.md#sessions-and-logout'],
  [/features\/auth\//, null, 'accounts.md#login'],
  [/features\/builder\/messages\.ts$/, null, 'builder.md#the-finished-burger'],
  [/features\/builder\//, null, 'builder.md#building-rules'],
  [/features\/cart\/CartNote/, null, 'cart.md#the-note'],
  [/features\/cart\/CouponEntry/, null, 'cart.md#coupons'],
  [/features\/cart\/CartSummary/, null, 'cart.md#totals'],
  [/features\/cart\//, null, 'cart.md#the-cart'],
  [/features\/checkout\/PayReturn/, null, 'cart.md#returning-from-payment'],
  [/features\/checkout\/(PurchaseDetail|OrderReceipt|OrderTracker|.*purchase-info)/, null, 'cart.md#purchase-detail'],
  [/features\/checkout\/OrderSummary/, null, 'cart.md#totals'],
  [/features\/checkout\//, null, 'cart.md#checkout-and-payment'],
  [/features\/contact\//, null, 'messages.md#contact-form'],
  [/features\/newsletter\//, null, 'messages.md#newsletter-subscription'],
  [/features\/employee\/(MarkReady|.*mark-ready)/, null, 'kitchen.md#marking-an-order-ready'],
  [/features\/employee\/(StockList)/, null, 'kitchen.md#stock'],
  [/features\/employee\//, null, 'kitchen.md#live-orders'],
  [/features\/favorites\//, null, 'customer-area.md#favourites'],
  [/features\/home\//, null, 'storefront.md#home'],
  [/features\/menu\//, null, 'storefront.md#menu'],
  [/features\/product\//, null, 'storefront.md#product-detail'],
  [/features\/about\//, null, 'storefront.md#about-us'],
  [/features\/reviews\/ReviewsPage/, null, 'storefront.md#reviews'],
  [/features\/reviews\//, null, 'customer-area.md#reviewing-an-order'],
  [/features\/profile\/(DashboardPage|.*upload-avatar)/, null, 'customer-area.md#profile'],
  [/features\/profile\/(MyOrders|OrdersList|.*repeat-order|.*user-orders)/, null, 'customer-area.md#my-purchases'],
  [/features\/profile\//, null, 'customer-area.md#personal-data'],
  // --- browser and server tests, by what they test ---
  [/(e2e\/tests|server\/test)\/.*newsletter/, /send|defaults/i, 'admin.md#newsletter'],
  [/(e2e\/tests|server\/test)\/.*newsletter/, /subscri|warning|popup/i, 'messages.md#newsletter-subscription'],
  [/(e2e\/tests|server\/test)\/.*contact/, null, 'messages.md#contact-form'],
  [/(e2e\/tests|server\/test)\/(accounts|auth)/, null, 'accounts.md#registration'],
  [/(e2e\/tests|server\/test)\/.*social/, null, 'accounts.md#social-sign-in'],
  [/(e2e\/tests|server\/test)\/admin-products/, null, 'admin.md#product-forms'],
  [/(e2e\/tests|server\/test)\/admin-users/, null, 'admin.md#users'],
  [/(e2e\/tests|server\/test)\/admin-coupons/, null, 'admin.md#coupons'],
  [/(e2e\/tests|server\/test)\/(builder)/, null, 'builder.md#building-rules'],
  [/(e2e\/tests|server\/test)\/(cart|coupons)/, null, 'cart.md#coupons'],
  [/(e2e\/tests|server\/test)\/(checkout|payments|after-payment)/, null, 'cart.md#checkout-and-payment'],
  [/(e2e\/tests|server\/test)\/(orders|order-)/, null, 'kitchen.md#live-orders'],
  [/(e2e\/tests|server\/test)\/(reviews)/, null, 'customer-area.md#reviewing-an-order'],
  [/(e2e\/tests|server\/test)\/(favorites)/, null, 'customer-area.md#favourites'],
  [/(e2e\/tests|server\/test)\/(menu|home)/, null, 'storefront.md#menu'],
];

/** When nothing above matches: the section number alone, as the old document was laid out. */
const BY_SECTION = {
  1: 'README.md#who-uses-the-shop',
  2: 'storefront.md',
  3: 'README.md',
  4: 'README.md',
  5: 'README.md',
  6: 'accounts.md#route-guards',
  7: 'README.md',
  8: 'messages.md#popups',
  9: 'README.md#constants',
};

/** The names a reference may carry after its number ("SPEC §5 Register"), eaten with it. */
const QUALIFIER = String.raw`(?: (?:Register|Product forms|Coupon edit|Navigation|Review|Personal data|Login|Cart|recovery))?`;
const REFERENCE = new RegExp(String.raw`SPEC §(\d+)${QUALIFIER}(?:(?:, | and | or )§\d+${QUALIFIER})*(?!'s|\d)`, 'g');

export function targetFor(path, line, section) {
  for (const [file, words, target] of RULES) {
    if (file.test(path) && (words === null || words.test(line))) return P + target;
  }
  return P + (BY_SECTION[section] ?? 'README.md');
}

/** The line with every reference rewritten, and whether a possessive was left. */
export function rewriteLine(path, line) {
  const rewritten = line.replace(REFERENCE, (_all, section) => targetFor(path, line, Number(section)));
  return { line: rewritten, leftover: /SPEC §\d/.test(rewritten) };
}

const SOURCE = /\.(?:[cm]?[jt]sx?|scss|css|sql|sh)$/;
const self = fileURLToPath(import.meta.url);

if (process.argv[1] === self) {
  const check = process.argv.includes('--check');
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.startsWith('scripts/spec-refs-to-product-links'));
  let changed = 0;
  const leftovers = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!text.includes('SPEC §')) continue;
    const lines = text.split('\n').map((line, index) => {
      const { line: next, leftover } = rewriteLine(file, line);
      if (leftover) leftovers.push(`${file}:${index + 1}: ${next.trim()}`);
      if (next !== line) {
        changed += 1;
        if (check) console.log(`${file}:${index + 1}: ${next.trim()}`);
      }
      return next;
    });
    if (!check) writeFileSync(join(root, file), lines.join('\n'));
  }
  console.log(`${changed} line(s) ${check ? 'would change' : 'rewritten'}.`);
  if (leftovers.length > 0) {
    console.log(`\nLeft for a person (reword, then run again):\n${leftovers.join('\n')}`);
    process.exitCode = 1;
  }
}
