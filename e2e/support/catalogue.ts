import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Product as ApiProduct } from '@burgers/domain/types';

/** The active products the API lists (burgers, combos, beverages, fries). */
export async function listProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  expect(response.status(), `GET /api/products: ${await response.text()}`).toBe(200);
  return (await response.json()) as ApiProduct[];
}

export async function productNamed(request: APIRequestContext, name: string): Promise<ApiProduct> {
  const product = (await listProducts(request)).find((candidate) => candidate.name === name);
  if (!product) throw new Error(`The demo menu has no product named ${name}`);
  return product;
}

/**
 * Fills the stored cart (`carrito`) as the menu's add buttons would, so flows that start at
 * checkout need not click through the menu. The page must already be on the shop's origin.
 */
export async function seedCart(page: Page, items: Array<{ name: string; quantity: number }>): Promise<void> {
  const products = await listProducts(page.request);
  const lines = items.map(({ name, quantity }) => {
    const product = products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`The demo menu has no product named ${name}`);
    const { id, price, imgUri, isVeggie } = product;
    return { id, name, price, imgUri, isVeggie, cantidad: quantity };
  });
  await page.evaluate((cart) => localStorage.setItem('carrito', JSON.stringify(cart)), lines);
}

/** Puts coupons of the demo data into the stored coupons (`cupones`), as entering them in the cart would. */
export async function seedCoupons(page: Page, codes: string[]): Promise<void> {
  const response = await page.request.get('/api/coupons');
  expect(response.status(), `GET /api/coupons: ${await response.text()}`).toBe(200);
  const all = (await response.json()) as Array<{ code: string }>;
  const chosen = codes.map((code) => {
    const coupon = all.find((candidate) => candidate.code === code);
    if (!coupon) throw new Error(`The demo data has no coupon ${code}`);
    return coupon;
  });
  await page.evaluate((coupons) => localStorage.setItem('cupones', JSON.stringify(coupons)), chosen);
}
