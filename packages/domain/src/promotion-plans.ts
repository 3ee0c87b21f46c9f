/**
 * Which units of a cart each unit-level promotion takes, and what it saves on each. Every unit
 * goes to at most one promotion: the promotions are laid over the cart one at a time, the one worth
 * most to the customer first (coupons counted: a promotion that does not stack with coupons is worth
 * only what it saves beyond the coupon it displaces), until none is worth anything on what is left.
 */
import { percentageHundredths } from './pricing';
import { promotionCovers, type Promotion } from './promotions';

export interface Unit {
  line: number;
  productId: number | null;
  category: string | null;
  priceCents: number;
  /** The best coupon's share of this unit's product (0 to 1); 0 without one. */
  couponShare: number;
}

/** A promotion's take: the units it covers and, per unit, what it saves (whole cents except `porcentaje`). */
export interface Take {
  promotion: Promotion;
  units: number[];
  savings: number[];
}

/** What a saving is worth to the customer once the coupon it leaves or displaces is counted. */
function worth(promotion: Promotion, unit: Unit, saving: number): number {
  return promotion.stacksWithCoupons ? saving * (1 - unit.couponShare) : saving - unit.couponShare * unit.priceCents;
}

const byPriceDescending = (units: readonly Unit[]) => (a: number, b: number) =>
  units[b].priceCents - units[a].priceCents || a - b;

function takePercentage(promotion: Promotion, units: readonly Unit[], free: readonly number[]): Take {
  const share = percentageHundredths(promotion.percentage ?? 0) / 10_000;
  const take: Take = { promotion, units: [], savings: [] };
  for (const index of free) {
    const unit = units[index];
    if (!promotionCovers(promotion, unit.productId, unit.category)) continue;
    const saving = unit.priceCents * share;
    if (worth(promotion, unit, saving) <= 0) continue;
    take.units.push(index);
    take.savings.push(saving);
  }
  return take;
}

/** Of every `buy` units (dearest first), the `buy - pay` cheapest are free; a short last group is left. */
function takeNxM(promotion: Promotion, units: readonly Unit[], free: readonly number[]): Take {
  const buy = promotion.buy ?? 0;
  const pay = promotion.pay ?? buy;
  const take: Take = { promotion, units: [], savings: [] };
  if (buy < 2 || pay < 1 || pay >= buy) return take;
  const covered = free
    .filter((index) => promotionCovers(promotion, units[index].productId, units[index].category))
    .sort(byPriceDescending(units));
  for (let start = 0; start + buy <= covered.length; start += buy) {
    const group = covered.slice(start, start + buy);
    const savings = group.map((index, position) => (position >= pay ? units[index].priceCents : 0));
    const value = group.reduce((sum, index, position) => sum + worth(promotion, units[index], savings[position]), 0);
    if (value <= 0) continue;
    take.units.push(...group);
    take.savings.push(...savings);
  }
  return take;
}

/** Splits a whole saving over units by their prices, the leftover cents to the largest remainders. */
function splitByPrice(saving: number, prices: readonly number[]): number[] {
  const total = prices.reduce((sum, price) => sum + price, 0);
  const exact = prices.map((price) => (saving * price) / total);
  const shares = exact.map(Math.floor);
  let left = saving - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** The set (`[clásica, clásica, papas]`) completed as many times as the cart allows, dearest units first. */
function takeFixedPrice(promotion: Promotion, units: readonly Unit[], free: readonly number[]): Take {
  const take: Take = { promotion, units: [], savings: [] };
  const fixed = promotion.fixedPriceCents ?? 0;
  const needed = new Map<number, number>();
  for (const id of promotion.productIds) needed.set(id, (needed.get(id) ?? 0) + 1);
  if (needed.size === 0) return take;
  const pools = new Map<number, number[]>();
  for (const id of needed.keys()) {
    pools.set(id, free.filter((index) => units[index].productId === id).sort(byPriceDescending(units)));
  }
  for (;;) {
    const set: number[] = [];
    for (const [id, count] of needed) {
      const pool = pools.get(id) ?? [];
      if (pool.length < count) return take;
      set.push(...pool.splice(0, count));
    }
    const prices = set.map((index) => units[index].priceCents);
    const saving = prices.reduce((sum, price) => sum + price, 0) - fixed;
    // Cheaper units come next, so a set that saves nothing now never will.
    if (saving <= 0) return take;
    const savings = splitByPrice(saving, prices);
    if (set.reduce((sum, index, position) => sum + worth(promotion, units[index], savings[position]), 0) <= 0) {
      return take;
    }
    take.units.push(...set);
    take.savings.push(...savings);
  }
}

function takeOf(promotion: Promotion, units: readonly Unit[], free: readonly number[]): Take {
  if (promotion.kind === 'porcentaje') return takePercentage(promotion, units, free);
  if (promotion.kind === 'nxm') return takeNxM(promotion, units, free);
  if (promotion.kind === 'precio_fijo') return takeFixedPrice(promotion, units, free);
  return { promotion, units: [], savings: [] };
}

function valueOf(take: Take, units: readonly Unit[]): number {
  return take.units.reduce(
    (sum, index, position) => sum + worth(take.promotion, units[index], take.savings[position]),
    0,
  );
}

/** The promotions' takes, best first; a unit appears in at most one. Ties go to the lower id. */
export function assignPromotions(units: readonly Unit[], promotions: readonly Promotion[]): Take[] {
  const takes: Take[] = [];
  const taken = new Set<number>();
  let candidates = [...promotions].sort((a, b) => a.id - b.id);
  for (;;) {
    const free = units.map((_, index) => index).filter((index) => !taken.has(index));
    let best: { take: Take; value: number } | null = null;
    for (const promotion of candidates) {
      const take = takeOf(promotion, units, free);
      const value = valueOf(take, units);
      if (take.units.length > 0 && value > 0 && (best === null || value > best.value + 1e-9)) best = { take, value };
    }
    if (best === null) return takes;
    const chosen = best.take;
    takes.push(chosen);
    for (const index of chosen.units) taken.add(index);
    candidates = candidates.filter((promotion) => promotion !== chosen.promotion);
  }
}
