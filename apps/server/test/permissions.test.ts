import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, type ProductType } from '@burgers/domain/constants';
import { productComponents, users } from '#db/schema';
import { FUTURE_DATE, insertCoupon, insertProduct } from './support/catalogue-fixtures';
import { insertOrder } from './support/order-fixtures';
import { apiClient, startTestApp, useTestApp, type TestApp } from './support/test-app';
import { insertUser, TEST_PASSWORD, uniqueEmail, type TestUser } from './support/user-fixtures';

/*
 * The permission matrix of issue 3: every route of the API against six actors. Each cell is the
 * guard's decision as the contract states it: 401 (no valid session), 403 (a role that may not, or
 * another user's resource), or "pass" (the guard let the request through: whatever the route then
 * answers, 2xx, 400, 404 or 409, is its own business and tested in its module's file). No cell may
 * ever be a 500.
 */

const ACTORS = ['visitor', 'customer', 'otherCustomer', 'employee', 'admin', 'deactivated'] as const;
type Actor = (typeof ACTORS)[number];

/** A public route may ignore a dead session or refuse it; it must never let it do more. */
type Outcome = 'pass' | 401 | 403 | 'pass or 401';

/** A browser's push subscription JSON on one of the default push services (nothing is sent to it here). */
function pushSubscriptionOf(actor: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${actor}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
type Rule = Record<Actor, Outcome>;

/** A promotion switched off, so creating it changes no price a later row pays. */
const promotionBody = () => ({
  name: '2x1 matriz',
  kind: 'nxm',
  buy: 2,
  pay: 1,
  productIds: [f.parts.burger],
  days: [2],
  from: '00:00',
  to: '24:00',
  active: false,
});

const PASSED_GUARD = new Set([200, 201, 204, 400, 404, 409]);

const everyone: Rule = {
  visitor: 'pass',
  customer: 'pass',
  otherCustomer: 'pass',
  employee: 'pass',
  admin: 'pass',
  deactivated: 'pass or 401',
};
const signedIn: Rule = {
  visitor: 401,
  customer: 'pass',
  otherCustomer: 'pass',
  employee: 'pass',
  admin: 'pass',
  deactivated: 401,
};
const customersOnly: Rule = {
  visitor: 401,
  customer: 'pass',
  otherCustomer: 'pass',
  employee: 403,
  admin: 403,
  deactivated: 401,
};
const staffOnly: Rule = {
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  employee: 'pass',
  admin: 'pass',
  deactivated: 401,
};
const adminOnly: Rule = {
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  employee: 403,
  admin: 'pass',
  deactivated: 401,
};
/** A route for an outside service's signature or token only: every session is refused alike. */
const refusedToAll = (status: 401 | 403): Rule => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  employee: status,
  admin: status,
  deactivated: status,
});
/** Resources of `customer`: nobody else, not even the staff. */
const ownerOnly: Rule = {
  visitor: 401,
  customer: 'pass',
  otherCustomer: 403,
  employee: 403,
  admin: 403,
  deactivated: 401,
};
/** Resources of `customer` the kitchen and the back office may read too. */
const ownerOrStaff: Rule = {
  visitor: 401,
  customer: 'pass',
  otherCustomer: 403,
  employee: 'pass',
  admin: 'pass',
  deactivated: 401,
};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Multipart upload of this file under the field `file`. */
  file?: Buffer;
  /** A server-sent-event stream: only the status and headers are read. */
  stream?: boolean;
  /** Sent instead of the actor's token: a second session of the same account, for a call that ends it. */
  token?: string;
}

interface Row {
  /** Method and path as the OpenAPI document names the route. */
  route: string;
  rule: Rule;
  call: (actor: Actor) => Call;
}

interface Fixtures {
  customer: TestUser;
  otherCustomer: TestUser;
  employee: TestUser;
  admin: TestUser;
  deactivated: TestUser;
  /** A customer the admin routes act on, so no actor's own account changes under the matrix. */
  target: TestUser;
  login: { email: string; password: string };
  /** Each signed-in actor's second session, for logout to end without ending the matrix's. */
  spareTokens: Partial<Record<Actor, string>>;
  /** Per product type: one to edit and deactivate, one inactive to restore. */
  productOf: Record<ProductType, { active: number; inactive: number }>;
  /** Components for valid create bodies, never edited by the matrix. */
  parts: { burger: number; fries: number; beverage: number; ingredient: number };
  couponToEdit: number;
  couponToDelete: number;
  /** Paid orders of `customer`: one to read, one for the kitchen to finish, one to review. */
  readOrder: string;
  kitchenOrder: string;
  reviewOrder: string;
  unpaidPreference: string;
  image: Buffer;
}

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let f: Fixtures;

/** A product of `type` with the fields its create route asks for, active unless told otherwise. */
function insertProductOf(type: ProductType, options: { inactive?: boolean } = {}): Promise<number> {
  return insertProduct(t, {
    type,
    name: `${type} ${randomUUID().slice(0, 6)}`,
    price: 1500,
    description: type === 'burgerBase' ? 'Pan y medallón' : undefined,
    size: type === 'fries' || type === 'beverages' ? 'Chico' : undefined,
    isCarbonated: type === 'beverages' ? true : undefined,
    isSugar: type === 'beverages' ? false : undefined,
    deleted: options.inactive,
  });
}

/** A paid order of `userId`, as an approved payment leaves it; its purchase id. */
async function insertPaidOrder(userId: number, productId: number): Promise<string> {
  const order = await insertOrder(t, userId, {
    paidAt: new Date(),
    lines: [{ productId, title: 'Hamburguesa', quantity: 1, unit: 1500 }],
    withPayment: true,
  });
  return order.purchaseId!;
}

async function buildFixtures(): Promise<Fixtures> {
  const [customer, otherCustomer, employee, admin, deactivated, target] = [
    await insertUser(t, { role: 'customer' }),
    await insertUser(t, { role: 'customer' }),
    await insertUser(t, { role: 'employee' }),
    await insertUser(t, { role: 'admin' }),
    // An employee: a stale token that still counted would reach staff, owner and signed-in routes alike.
    await insertUser(t, { role: 'employee' }),
    await insertUser(t, { role: 'customer' }),
  ];

  const signIn = await insertUser(t, { role: 'customer', firstName: 'Ingreso', lastName: 'Prueba' });

  const productOf = {} as Fixtures['productOf'];
  for (const type of PRODUCT_TYPES) {
    productOf[type] = {
      active: await insertProductOf(type),
      inactive: await insertProductOf(type, { inactive: true }),
    };
  }
  const parts = {
    burger: await insertProductOf('burgers'),
    fries: await insertProductOf('fries'),
    beverage: await insertProductOf('beverages'),
    ingredient: await insertProductOf('ingredients'),
  };
  await t.app.ctx.db
    .insert(productComponents)
    .values({ parentId: parts.burger, childId: parts.ingredient, kind: 'ingredient' });

  const couponWithoutProducts = (code: string) =>
    insertCoupon(t, { code, percentage: 10, expirationDate: FUTURE_DATE, productIds: [] });

  return {
    customer,
    otherCustomer,
    employee,
    admin,
    deactivated,
    target,
    login: { email: signIn.email, password: TEST_PASSWORD },
    spareTokens: Object.fromEntries(
      await Promise.all(
        (
          [
            ['customer', customer],
            ['otherCustomer', otherCustomer],
            ['employee', employee],
            ['admin', admin],
            ['deactivated', deactivated],
          ] as const
        ).map(async ([actor, user]) => [actor, await t.app.ctx.tokens.sign(user.id)] as const),
      ),
    ),
    productOf,
    parts,
    couponToEdit: await couponWithoutProducts('EDITAR'),
    couponToDelete: await couponWithoutProducts('BORRAR'),
    readOrder: await insertPaidOrder(customer.id, parts.burger),
    kitchenOrder: await insertPaidOrder(customer.id, parts.burger),
    reviewOrder: await insertPaidOrder(customer.id, parts.burger),
    unpaidPreference: (
      await insertOrder(t, customer.id, {
        lines: [{ productId: parts.burger, title: 'Hamburguesa', quantity: 1, unit: 1500 }],
      })
    ).preferenceId,
    image: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer(),
  };
}

/** A valid create body per product type, so only the guard can refuse it. */
function productBody(type: ProductType): Record<string, unknown> {
  const name = `Nuevo ${type} ${randomUUID().slice(0, 6)}`;
  const { parts } = f;
  switch (type) {
    case 'burgers':
      return { name, price: 9000, ingredients: [parts.ingredient] };
    case 'burgerBase':
      return { name, price: 5000, description: 'Pan de papa y medallón' };
    case 'beverages':
      return { name, price: 2500, size: 'Grande', isCarbonated: true, isSugar: false };
    case 'combos':
      return { name, price: 14000, burgers: [parts.burger], fries: [parts.fries], beverages: [parts.beverage] };
    case 'fries':
      return { name, price: 3000, size: 'Mediano' };
    case 'ingredients':
      return { name, price: 800, isRepeat: true };
  }
}

function productRows(): Row[] {
  return PRODUCT_TYPES.flatMap((type): Row[] => [
    {
      route: `POST /${type}`,
      rule: adminOnly,
      call: () => ({ method: 'POST', path: `/${type}`, body: productBody(type) }),
    },
    {
      route: `PUT /${type}`,
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: `/${type}`, body: { ...productBody(type), id: f.productOf[type].active } }),
    },
    {
      route: `DELETE /${type}/{id}`,
      rule: adminOnly,
      call: () => ({ method: 'DELETE', path: `/${type}/${f.productOf[type].active}` }),
    },
    {
      route: `POST /${type}/{id}`,
      rule: adminOnly,
      call: () => ({ method: 'POST', path: `/${type}/${f.productOf[type].inactive}` }),
    },
  ]);
}

function couponBody(code: string) {
  return {
    code,
    title: 'Promo matriz',
    expirationDate: '2099-12-31',
    discountPorcentage: 15,
    productsId: [f.parts.burger],
  };
}

/** Every route, hidden aliases included; bodies are built when called, once the fixtures exist. */
function matrix(): Row[] {
  return [
    { route: 'GET /health', rule: everyone, call: () => ({ method: 'GET', path: '/health' }) },
    { route: 'GET /payments/mode', rule: everyone, call: () => ({ method: 'GET', path: '/payments/mode' }) },

    // Accounts
    {
      route: 'POST /register',
      rule: everyone,
      call: (actor) => ({
        method: 'POST',
        path: '/register',
        body: {
          firstName: 'Nueva',
          lastName: 'Cuenta',
          email: uniqueEmail(actor.toLowerCase()),
          password: 'Clave1234!',
          passwordConfirm: 'Clave1234!',
        },
      }),
    },
    {
      route: 'PUT /activateAccount/{token}',
      rule: everyone,
      call: () => ({ method: 'PUT', path: `/activateAccount/${'x'.repeat(43)}` }),
    },
    { route: 'POST /login', rule: everyone, call: () => ({ method: 'POST', path: '/login', body: f.login }) },
    // An address per caller: the mail limit counts each address.
    {
      route: 'POST /passwordRecovery',
      rule: everyone,
      call: (actor) => ({ method: 'POST', path: '/passwordRecovery', body: { email: uniqueEmail(actor) } }),
    },
    {
      route: 'POST /activation/resend',
      rule: everyone,
      call: (actor) => ({ method: 'POST', path: '/activation/resend', body: { email: uniqueEmail(actor) } }),
    },
    {
      route: 'POST /resetPassword',
      rule: everyone,
      call: () => ({ method: 'POST', path: '/resetPassword', body: { token: 'x'.repeat(43), password: 'Nueva1234!' } }),
    },
    // Social sign-in: public; only the provider's verified answer and the single-use code sign anyone in.
    { route: 'GET /login/oidc', rule: everyone, call: () => ({ method: 'GET', path: '/login/oidc' }) },
    { route: 'GET /login/oidc/start', rule: everyone, call: () => ({ method: 'GET', path: '/login/oidc/start' }) },
    {
      route: 'GET /login/oidc/callback',
      rule: everyone,
      call: () => ({ method: 'GET', path: '/login/oidc/callback?code=x&state=y' }),
    },
    {
      route: 'POST /login/oidc/exchange',
      rule: everyone,
      call: () => ({ method: 'POST', path: '/login/oidc/exchange', body: { code: 'x'.repeat(43) } }),
    },
    { route: 'GET /login/oidc/logout', rule: everyone, call: () => ({ method: 'GET', path: '/login/oidc/logout' }) },
    {
      route: 'POST /login/{provider}',
      rule: everyone,
      call: () => ({
        method: 'POST',
        path: '/login/google',
        body: { firstName: 'Eva', lastName: 'X', email: f.login.email, imgUri: null },
      }),
    },
    {
      route: 'POST /logout',
      rule: signedIn,
      call: (actor) => ({ method: 'POST', path: '/logout', token: f.spareTokens[actor] }),
    },
    // A wrong current password: the guard is what is tested, and no actor's session may end here.
    ...['/changePassword/', '/changePassword'].map((path): Row => ({
      route: `PUT ${path}`,
      rule: signedIn,
      call: () => ({ method: 'PUT', path, body: { passwordOld: 'NoEsLaActual1!', passwordNew: 'Nueva1234!' } }),
    })),

    // Users (admin) and the user's own profile
    ...['/users/admin', '/users/admin/usuarios'].map((path): Row => ({
      route: `GET ${path}`,
      rule: adminOnly,
      call: () => ({ method: 'GET', path: `${path}?rol=&active=true` }),
    })),
    ...['/users/', '/users'].map((path): Row => ({
      route: `PUT ${path}`,
      rule: adminOnly,
      call: () => ({ method: 'PUT', path, body: { id: f.target.id, role: 'employee' } }),
    })),
    { route: 'DELETE /users/{id}', rule: adminOnly, call: () => ({ method: 'DELETE', path: `/users/${f.target.id}` }) },
    { route: 'POST /users/{id}', rule: adminOnly, call: () => ({ method: 'POST', path: `/users/${f.target.id}` }) },
    {
      route: 'PUT /users/{id}',
      rule: ownerOnly,
      call: () => ({
        method: 'PUT',
        path: `/users/${f.customer.id}`,
        body: { firstName: 'Cambiado', lastName: 'Por Otro' },
      }),
    },

    // Favourites
    {
      route: 'GET /users/favorites/{userId}',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/users/favorites/${f.customer.id}` }),
    },
    {
      route: 'PUT /users/favorites/{userId}',
      rule: ownerOnly,
      call: () => ({
        method: 'PUT',
        path: `/users/favorites/${f.customer.id}`,
        body: { favoritesList: [f.parts.burger] },
      }),
    },

    // Catalogue
    {
      route: 'GET /products',
      rule: everyone,
      call: () => ({ method: 'GET', path: '/products?category=burgers&order=asc' }),
    },
    {
      route: 'GET /products?isDeleted=true',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/products?isDeleted=true' }),
    },
    {
      route: 'GET /products/{id}',
      rule: everyone,
      call: () => ({ method: 'GET', path: `/products/${f.parts.burger}` }),
    },
    { route: 'GET /ingredients', rule: everyone, call: () => ({ method: 'GET', path: '/ingredients' }) },
    { route: 'GET /burgerBase', rule: everyone, call: () => ({ method: 'GET', path: '/burgerBase' }) },
    ...productRows(),

    // Coupons
    { route: 'GET /coupons', rule: everyone, call: () => ({ method: 'GET', path: '/coupons' }) },
    {
      route: 'POST /coupons',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: '/coupons', body: couponBody('MATRIZ') }),
    },
    {
      route: 'PUT /coupons',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/coupons', body: { ...couponBody('EDITADO'), id: f.couponToEdit } }),
    },
    {
      route: 'DELETE /coupons/{id}',
      rule: adminOnly,
      call: () => ({ method: 'DELETE', path: `/coupons/${f.couponToDelete}` }),
    },

    // Promotions and selling windows (switched off, and ids that do not exist: no later row is affected)
    { route: 'GET /promotions', rule: everyone, call: () => ({ method: 'GET', path: '/promotions' }) },
    { route: 'GET /admin/promotions', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/promotions' }) },
    {
      route: 'POST /admin/promotions',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: '/admin/promotions', body: promotionBody() }),
    },
    {
      route: 'PUT /admin/promotions/{id}',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/promotions/999999', body: promotionBody() }),
    },
    {
      route: 'DELETE /admin/promotions/{id}',
      rule: adminOnly,
      call: () => ({ method: 'DELETE', path: '/admin/promotions/999999' }),
    },
    { route: 'GET /selling-windows', rule: everyone, call: () => ({ method: 'GET', path: '/selling-windows' }) },
    {
      route: 'PUT /admin/selling-windows',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/selling-windows', body: { windows: [] } }),
    },
    {
      route: 'POST /cart/price',
      rule: everyone,
      call: () => ({ method: 'POST', path: '/cart/price', body: { cart: [{ id: f.parts.burger, cantidad: 1 }] } }),
    },

    // Checkout and payments
    {
      route: 'POST /pay/mercadopago',
      rule: customersOnly,
      call: () => ({
        method: 'POST',
        path: '/pay/mercadopago',
        body: { cart: [{ id: f.parts.burger, cantidad: 1 }], coupons: [], note: '' },
      }),
    },
    {
      route: 'GET /pay/mercadopago/{paymentId}',
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/pay/mercadopago/${f.readOrder}` }),
    },
    {
      route: 'GET /sandbox/checkout/{preferenceId}',
      rule: everyone,
      call: () => ({ method: 'GET', path: `/sandbox/checkout/${f.unpaidPreference}` }),
    },
    {
      // An unknown preference: the sandbox is open to the browser, so only its answer to a made-up one is tried.
      route: 'POST /sandbox/payments',
      rule: everyone,
      call: () => ({
        method: 'POST',
        path: '/sandbox/payments',
        body: { preference_id: `pref-${randomUUID()}`, status: 'approved', installments: 1 },
      }),
    },

    // Orders
    { route: 'GET /orders', rule: staffOnly, call: () => ({ method: 'GET', path: '/orders?status=Pendiente' }) },
    {
      route: 'GET /orders/events',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/orders/events', stream: true }),
    },
    {
      route: 'GET /orders/{purchaseId}/events',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}/events`, stream: true }),
    },
    {
      route: 'GET /orders/{purchaseId}',
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}` }),
    },
    {
      route: 'PUT /orders/{purchaseId}',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: `/orders/${f.kitchenOrder}`, body: { status: 'Listo' } }),
    },
    {
      route: 'PUT /orders/reviews/{purchaseId}',
      rule: ownerOnly,
      call: () => ({ method: 'PUT', path: `/orders/reviews/${f.readOrder}`, body: { review: true } }),
    },
    {
      route: 'GET /users/{id}/orders',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/users/${f.customer.id}/orders` }),
    },

    // Reviews
    { route: 'GET /reviews', rule: everyone, call: () => ({ method: 'GET', path: '/reviews' }) },
    {
      route: 'POST /reviews',
      rule: ownerOnly,
      call: () => ({
        method: 'POST',
        path: '/reviews',
        body: { rating: 5, description: 'Muy rica, llegó caliente', purchaseId: f.reviewOrder },
      }),
    },

    // Newsletter and contact
    {
      route: 'POST /newsletter',
      rule: everyone,
      call: (actor) => ({ method: 'POST', path: '/newsletter', body: { email: uniqueEmail(actor.toLowerCase()) } }),
    },
    {
      route: 'POST /newsletter/send',
      rule: adminOnly,
      call: () => ({
        method: 'POST',
        path: '/newsletter/send',
        body: { title: 'Novedades', description: 'Llegó la doble cheddar', btnTxt: 'VER MÁS' },
      }),
    },
    {
      route: 'GET /newsletter/unsubscribe/{token}',
      rule: everyone,
      call: () => ({ method: 'GET', path: `/newsletter/unsubscribe/${'x'.repeat(43)}` }),
    },
    {
      route: 'POST /contact',
      rule: everyone,
      call: (actor) => ({
        method: 'POST',
        path: '/contact',
        body: {
          user_name: 'Ana',
          user_surname: 'López',
          email: uniqueEmail(actor.toLowerCase()),
          telephone: '1144445555',
          subject: 2,
          message: 'Hola',
        },
      }),
    },

    // The owner's tools: store hours and pause, out of stock, dashboard, inbox, newsletter audience
    { route: 'GET /store', rule: everyone, call: () => ({ method: 'GET', path: '/store' }) },
    {
      route: 'PUT /store/hours',
      rule: adminOnly,
      // The demo's always-open week, so the checkout rows stay unaffected.
      call: () => ({
        method: 'PUT',
        path: '/store/hours',
        body: { hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })) },
      }),
    },
    {
      route: 'PUT /store/paused',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: '/store/paused', body: { paused: false } }),
    },
    {
      route: 'GET /store/events',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/store/events', stream: true }),
    },
    {
      route: 'GET /store/public-events',
      rule: everyone,
      call: () => ({ method: 'GET', path: '/store/public-events', stream: true }),
    },
    { route: 'GET /store/slots', rule: everyone, call: () => ({ method: 'GET', path: '/store/slots' }) },
    {
      route: 'PUT /store/settings',
      rule: adminOnly,
      // The defaults, so the checkout rows stay unaffected.
      call: () => ({
        method: 'PUT',
        path: '/store/settings',
        body: { prepMinutes: 20, slotCapacity: 8, scheduleDaysAhead: 1 },
      }),
    },
    {
      route: 'PUT /store/busy',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: '/store/busy', body: { minutes: 0 } }),
    },
    { route: 'GET /admin/pickup-slots', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/pickup-slots' }) },
    {
      route: 'PUT /products/{id}/stock',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: `/products/${f.parts.ingredient}/stock`, body: { inStock: true } }),
    },
    {
      route: 'PUT /options/{id}/stock',
      rule: staffOnly,
      // No option with this id: a 404 past the guard is the route's own answer.
      call: () => ({ method: 'PUT', path: '/options/2147483647/stock', body: { inStock: true } }),
    },
    { route: 'GET /admin/stats', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/stats' }) },
    { route: 'GET /admin/messages', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/messages' }) },
    {
      route: 'PUT /admin/messages/{id}/read',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/messages/1/read' }),
    },
    { route: 'GET /admin/newsletter', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/newsletter' }) },

    // The orders desk: orders, one order, refunds, the export and the activity log
    {
      route: 'GET /admin/orders',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/orders?q=&status=Pendiente&page=1' }),
    },
    {
      route: 'GET /admin/orders.csv',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/orders.csv?from=2026-01-01&to=2026-12-31' }),
    },
    {
      route: 'GET /admin/orders/{purchaseId}',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: `/admin/orders/${f.readOrder}` }),
    },
    {
      // One peso of the order to read: whoever gets past the guard gives back a peso, nothing later depends on it.
      route: 'POST /admin/orders/{purchaseId}/refunds',
      rule: adminOnly,
      call: () => ({
        method: 'POST',
        path: `/admin/orders/${f.readOrder}/refunds`,
        body: { amount: 1, reason: 'Prueba de permisos' },
      }),
    },
    { route: 'GET /admin/activity', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/activity?page=1' }) },
    // Orders staff take, their cash and the day's close (bodies short of valid: past the guard is a 400).
    { route: 'POST /pay/cash', rule: customersOnly, call: () => ({ method: 'POST', path: '/pay/cash', body: {} }) },
    { route: 'POST /staff/orders', rule: staffOnly, call: () => ({ method: 'POST', path: '/staff/orders', body: {} }) },
    {
      route: 'POST /orders/{purchaseId}/payments',
      rule: staffOnly,
      call: () => ({ method: 'POST', path: `/orders/${f.readOrder}/payments`, body: { method: 'efectivo' } }),
    },
    {
      route: 'POST /orders/{purchaseId}/no-show',
      rule: staffOnly,
      call: () => ({ method: 'POST', path: `/orders/${f.readOrder}/no-show` }),
    },
    {
      route: 'GET /staff/customers/last-order',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/staff/customers/last-order?phone=1100000000' }),
    },
    {
      route: 'GET /staff/orders/qr/{qrId}',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/staff/orders/qr/sandbox-qr-desconocido' }),
    },
    {
      route: 'POST /staff/orders/qr/{qrId}/simulate',
      rule: staffOnly,
      call: () => ({ method: 'POST', path: '/staff/orders/qr/sandbox-qr-desconocido/simulate' }),
    },
    { route: 'GET /admin/cash', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/cash?day=2026-01-02' }) },
    {
      route: 'POST /admin/cash/{day}/close',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: '/admin/cash/2026-01-02/close', body: {} }),
    },
    {
      // Employees too once the owner allows it (off here, by default): tested in cash-desk.test.ts.
      route: 'PUT /admin/cash/{day}/float',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/cash/2026-01-02/float', body: {} }),
    },
    {
      route: 'GET /admin/cash/settings',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/admin/cash/settings' }),
    },
    {
      route: 'PUT /admin/cash/settings',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/cash/settings', body: {} }),
    },
    // The counter: the public pickup board, printed tickets, push notices
    { route: 'GET /board', rule: everyone, call: () => ({ method: 'GET', path: '/board' }) },
    {
      route: 'GET /board/events',
      rule: everyone,
      call: () => ({ method: 'GET', path: '/board/events', stream: true }),
    },
    { route: 'GET /printing/settings', rule: staffOnly, call: () => ({ method: 'GET', path: '/printing/settings' }) },
    {
      route: 'PUT /printing/settings',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/printing/settings', body: { paperMm: 80 } }),
    },
    {
      route: 'GET /printing/orders/{purchaseId}/qr',
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/printing/orders/${f.readOrder}/qr` }),
    },
    // Electronic invoicing
    { route: 'GET /admin/invoicing', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/invoicing' }) },
    {
      route: 'PUT /admin/invoicing',
      rule: adminOnly,
      // A wrong CUIT: the guard's answer is all this checks, nothing is stored.
      call: () => ({ method: 'PUT', path: '/admin/invoicing', body: { cuit: '20-12345678-5' } }),
    },
    {
      route: 'GET /admin/invoices',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/invoices?status=pendiente' }),
    },
    {
      route: 'GET /admin/invoices.csv',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/invoices.csv?from=2026-01-01&to=2026-12-31' }),
    },
    {
      route: 'POST /admin/invoices/{id}/retry',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: '/admin/invoices/999999/retry' }),
    },
    {
      route: 'GET /orders/{purchaseId}/invoice',
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}/invoice` }),
    },
    {
      route: 'GET /orders/{purchaseId}/invoice.pdf',
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}/invoice.pdf` }),
    },
    {
      route: 'GET /orders/{purchaseId}/credit-notes/{id}.pdf',
      // The order has no credit note: the owner and the staff pass the guard and get its 404.
      rule: ownerOrStaff,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}/credit-notes/1.pdf` }),
    },
    // Points and rewards (bodies short of valid, or a reward that does not exist: past the guard)
    { route: 'GET /rewards', rule: everyone, call: () => ({ method: 'GET', path: '/rewards' }) },
    { route: 'GET /admin/rewards', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/rewards' }) },
    {
      route: 'POST /admin/rewards',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: '/admin/rewards', body: {} }),
    },
    {
      route: 'PUT /admin/rewards/{id}',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/rewards/999999', body: {} }),
    },
    {
      route: 'DELETE /admin/rewards/{id}',
      rule: adminOnly,
      call: () => ({ method: 'DELETE', path: '/admin/rewards/999999' }),
    },
    { route: 'GET /admin/loyalty', rule: adminOnly, call: () => ({ method: 'GET', path: '/admin/loyalty' }) },
    {
      route: 'PUT /admin/loyalty',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/loyalty', body: {} }),
    },
    {
      route: 'GET /users/{id}/coupons',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/users/${f.customer.id}/coupons` }),
    },
    {
      route: 'GET /users/{id}/points',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/users/${f.customer.id}/points` }),
    },
    {
      route: 'GET /admin/users/{id}/points',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: `/admin/users/${f.customer.id}/points` }),
    },
    {
      route: 'POST /admin/users/{id}/points',
      rule: adminOnly,
      call: () => ({ method: 'POST', path: `/admin/users/${f.customer.id}/points`, body: {} }),
    },
    {
      route: 'POST /orders/{purchaseId}/repeat',
      rule: ownerOrStaff,
      call: () => ({ method: 'POST', path: `/orders/${f.readOrder}/repeat` }),
    },
    // Delivery by the shop's riders (bodies short of valid, or an order that does not exist: past the guard)
    { route: 'GET /delivery/zones', rule: everyone, call: () => ({ method: 'GET', path: '/delivery/zones' }) },
    {
      route: 'GET /admin/delivery/zones',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/delivery/zones' }),
    },
    {
      route: 'PUT /admin/delivery/zones',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/delivery/zones', body: { features: 'ninguna' } }),
    },
    {
      route: 'GET /admin/delivery/settings',
      rule: adminOnly,
      call: () => ({ method: 'GET', path: '/admin/delivery/settings' }),
    },
    {
      route: 'PUT /admin/delivery/settings',
      rule: adminOnly,
      call: () => ({ method: 'PUT', path: '/admin/delivery/settings', body: {} }),
    },
    {
      route: 'GET /users/{id}/addresses',
      rule: ownerOnly,
      call: () => ({ method: 'GET', path: `/users/${f.customer.id}/addresses` }),
    },
    {
      route: 'POST /users/{id}/addresses',
      rule: ownerOnly,
      call: () => ({ method: 'POST', path: `/users/${f.customer.id}/addresses`, body: {} }),
    },
    {
      route: 'DELETE /users/{id}/addresses/{addressId}',
      rule: ownerOnly,
      call: () => ({ method: 'DELETE', path: `/users/${f.customer.id}/addresses/999999` }),
    },
    { route: 'GET /delivery/riders', rule: staffOnly, call: () => ({ method: 'GET', path: '/delivery/riders' }) },
    {
      route: 'GET /delivery/rider/orders',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: '/delivery/rider/orders' }),
    },
    {
      route: 'PUT /orders/{purchaseId}/rider',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: '/orders/no-such-order/rider', body: { riderId: f.employee.id } }),
    },
    {
      route: 'PUT /orders/{purchaseId}/position',
      rule: staffOnly,
      call: () => ({ method: 'PUT', path: '/orders/no-such-order/position', body: { lat: -34.6, lng: -58.5 } }),
    },
    { route: 'GET /push/key', rule: everyone, call: () => ({ method: 'GET', path: '/push/key' }) },
    { route: 'GET /whatsapp', rule: everyone, call: () => ({ method: 'GET', path: '/whatsapp' }) },
    {
      route: 'GET /orders/{purchaseId}/whatsapp',
      rule: staffOnly,
      call: () => ({ method: 'GET', path: `/orders/${f.readOrder}/whatsapp` }),
    },
    {
      route: 'GET /whatsapp/webhook',
      // Meta's handshake: only the verify token opens it, no session stands in for it.
      rule: refusedToAll(403),
      call: () => ({ method: 'GET', path: '/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1' }),
    },
    {
      route: 'POST /whatsapp/webhook',
      // Only Meta's X-Hub-Signature-256 is believed, whoever's session comes with it.
      rule: refusedToAll(401),
      call: () => ({
        method: 'POST',
        path: '/whatsapp/webhook',
        body: { object: 'whatsapp_business_account', entry: [] },
      }),
    },
    {
      route: 'POST /push/subscriptions',
      // Only the buyer subscribes to an order's notice; the staff's own topic is `kitchen`.
      rule: ownerOnly,
      call: (actor) => ({
        method: 'POST',
        path: '/push/subscriptions',
        body: { ...pushSubscriptionOf(actor), topic: 'order', purchaseId: f.readOrder },
      }),
    },
    {
      route: 'DELETE /push/subscriptions',
      rule: signedIn,
      call: (actor) => ({
        method: 'DELETE',
        path: '/push/subscriptions',
        body: { endpoint: pushSubscriptionOf(actor).endpoint },
      }),
    },

    // Images
    { route: 'POST /uploads', rule: signedIn, call: () => ({ method: 'POST', path: '/uploads', file: f.image }) },
    {
      route: 'GET /uploads/{name}',
      rule: everyone,
      call: () => ({ method: 'GET', path: `/uploads/${randomUUID()}.webp` }),
    },
  ];
}

function tokenOf(actor: Actor): string | undefined {
  return actor === 'visitor' ? undefined : f[actor].token;
}

interface Answer {
  status: number;
  error?: unknown;
}

async function send(call: Call, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = token ? { 'auth-token': token } : {};
  if (call.stream || call.file) {
    const controller = new AbortController();
    let body: FormData | undefined;
    if (call.file) {
      body = new FormData();
      body.append('file', new Blob([new Uint8Array(call.file)], { type: 'image/png' }), 'foto.png');
    }
    const response = await fetch(`${t.baseUrl}/api${call.path}`, {
      method: call.method,
      headers,
      body,
      signal: controller.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    // An open event stream never ends by itself: its status and headers are the answer.
    const parsed: unknown = type.includes('application/json') ? await response.json() : undefined;
    controller.abort();
    return { status: response.status, error: (parsed as { error?: unknown } | undefined)?.error };
  }
  const res = await api<{ error?: unknown }>(call.method, call.path, { token, body: call.body });
  const error = res.body && typeof res.body === 'object' ? res.body.error : undefined;
  return { status: res.status, error };
}

/** What the guard decided, in the rule's terms; anything else is spelled out so the table shows it. */
function outcomeOf(answer: Answer, expected: Outcome): Outcome | string {
  const { status, error } = answer;
  if (status >= 500) return `${status} (server error)`;
  if (status === 401 || status === 403) {
    if (typeof error !== 'string' || error === '') return `${status} without a Spanish { error }`;
    if (expected === 'pass or 401' && status === 401) return expected;
    return status;
  }
  if (PASSED_GUARD.has(status)) return expected === 'pass or 401' ? expected : 'pass';
  return `unexpected ${status}`;
}

describe('permission matrix: every route against every kind of caller', () => {
  beforeAll(async () => {
    t = await startTestApp();
    api = apiClient(t.baseUrl);
    f = await buildFixtures();

    // The deactivated user's session worked until an admin deactivated the account.
    expect((await api('GET', '/orders', { token: f.deactivated.token })).status).toBe(200);
    expect((await api('DELETE', `/users/${f.deactivated.id}`, { token: f.admin.token })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('covers every route the API documents', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    const covered = new Set(matrix().map((row) => row.route));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
  });

  // Rows run in order, one actor after another, on one database: the fixtures are shaped so that
  // no call changes what a later one is judged on.
  for (const row of matrix()) {
    it(row.route, async () => {
      const actual: Record<string, Outcome | string> = {};
      for (const actor of ACTORS) {
        const call = row.call(actor);
        actual[actor] = outcomeOf(await send(call, call.token ?? tokenOf(actor)), row.rule[actor]);
      }
      expect(actual).toEqual(row.rule);
    });
  }

  it('applies a role change on the very next request, whatever the token says', async () => {
    const employee = await insertUser(t, { role: 'employee' });
    expect((await api('GET', '/orders', { token: employee.token })).status).toBe(200);
    const demoted = await api('PUT', '/users/', { token: f.admin.token, body: { id: employee.id, role: 'customer' } });
    expect(demoted.status).toBe(200);
    expect((await api('GET', '/orders', { token: employee.token })).status).toBe(403);

    const customer = await insertUser(t, { role: 'customer' });
    expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(403);
    await api('PUT', '/users/', { token: f.admin.token, body: { id: customer.id, role: 'admin' } });
    expect((await api('GET', '/users/admin', { token: customer.token })).status).toBe(200);
  });

  it('refuses a deactivated user even on their own resources, and lets them back in when reactivated', async () => {
    const customer = await insertUser(t, { role: 'customer' });
    const purchaseId = await insertPaidOrder(customer.id, f.parts.burger);
    const own = [
      `/users/favorites/${customer.id}`,
      `/users/${customer.id}/orders`,
      `/orders/${purchaseId}`,
      `/pay/mercadopago/${purchaseId}`,
    ];
    for (const path of own) expect((await api('GET', path, { token: customer.token })).status).toBe(200);

    await t.app.ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, customer.id));
    for (const path of own) {
      expect(await api('GET', path, { token: customer.token })).toMatchObject({
        status: 401,
        body: { error: 'La cuenta está desactivada' },
      });
    }
    expect((await api('POST', `/users/${customer.id}`, { token: f.admin.token })).status).toBe(200);
    expect((await api('GET', own[0]!, { token: customer.token })).status).toBe(200);
  });

  it('answers a forged or expired token with 401, never with the data', async () => {
    const forged = `${f.admin.token.slice(0, -4)}AAAA`;
    expect(await api('GET', '/users/admin', { token: forged })).toMatchObject({
      status: 401,
      body: { error: 'Sesión inválida o vencida' },
    });

    // Correctly signed with the server's own secret: only the expiry tells the two apart.
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const signed = (issuedAt: number, expiresAt: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(f.admin.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    expect((await api('GET', '/users/admin', { token: await signed(now, now + 3600) })).status).toBe(200);
    const expired = await signed(now - 7200, now - 3600);
    expect(await api('GET', '/users/admin', { token: expired })).toMatchObject({
      status: 401,
      body: { error: 'Sesión inválida o vencida' },
    });
  });
});

describe('the MercadoPago webhook (PAYMENTS=mercadopago)', () => {
  const { t: mp, api: mpApi } = useTestApp({
    PAYMENTS: 'mercadopago',
    MP_ACCESS_TOKEN: 'TEST-0000',
    MP_WEBHOOK_SECRET: 'secreto-de-prueba',
  });

  it("answers only to the provider's signature: no session, not even an admin's, stands in for it", async () => {
    const admin = await insertUser(mp, { role: 'admin' });
    const customer = await insertUser(mp, { role: 'customer' });
    const path = '/pay/mercadopago/webhook?data.id=123456&type=payment';
    const body = { type: 'payment', action: 'payment.updated', data: { id: '123456' } };
    for (const token of [undefined, customer.token, admin.token]) {
      const res = await mpApi('POST', path, {
        token,
        body,
        headers: { 'x-signature': 'ts=1,v1=falsa', 'x-request-id': 'r-1' },
      });
      expect(res).toMatchObject({ status: 401, body: { error: 'La firma de la notificación no es válida' } });
    }
  });
});
