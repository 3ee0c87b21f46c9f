import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltySettingsView } from '@burgers/domain/schemas/loyalty';
import { followupJobs, newsletterSubscribers, orders } from '#db/schema';
import * as followups from '#modules/followups/repo';
import { insertProduct } from './support/catalogue-fixtures';
import { insertOrder, placePaidOrder } from './support/order-fixtures';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';
import { startSecondInstance, useTestApp, type TestApp } from './support/test-app';
import { insertCast, insertUser, type TestUser } from './support/user-fixtures';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const GOOGLE = 'https://g.page/r/burgers-devoto-test/review';

/** The review request and `Te extrañamos` (docs/product/loyalty.md#asked-back-never-spammed). */
describe('follow-up messages', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp.close());
  const { t, api } = useTestApp(() => ({ SMTP_URL: smtp.url, GOOGLE_REVIEW_URL: GOOGLE }));

  let customer: TestUser;
  let other: TestUser;
  let employee: TestUser;
  let admin: TestUser;
  let burger: number;
  let clock: Date;

  beforeAll(async () => {
    ({ customer, otherCustomer: other, employee, admin } = await insertCast(t));
    burger = await insertProduct(t, { type: 'burgers', name: 'Veggie Palta', price: 10000 });
    clock = new Date();
    t.app.ctx.now = () => clock;
  });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const runJobs = async (app: TestApp['app'] = t.app) => {
    app.ctx.followups.kick();
    await app.ctx.followups.idle();
  };
  const mailsTo = (email: string, subject: (mail: ReceivedMail) => boolean) =>
    smtp.mails.filter((mail) => mail.to.includes(email.toLowerCase()) && subject(mail));
  const isReview = (mail: ReceivedMail) => mail.subject.startsWith('¿Qué tal estuvo tu pedido');
  const isWinBack = (mail: ReceivedMail) => mail.subject === 'Te extrañamos';
  const jobsOf = (userId: number) => t.app.ctx.db.select().from(followupJobs).where(eq(followupJobs.userId, userId));
  const subscribe = async (user: TestUser) =>
    expect((await api('POST', '/newsletter', { body: { email: user.email } })).status).toBe(201);
  /** A customer whose only paid order is `daysAgo` old. */
  const lapsed = async (name: string, daysAgo: number, consenting: boolean) => {
    const user = await insertUser(t, { role: 'customer', firstName: name });
    const order = await insertOrder(t, user.id, {
      paidAt: new Date(clock.getTime() - daysAgo * DAY_MS),
      lines: [{ productId: burger, quantity: 1, unit: 10000 }],
    });
    if (consenting) await subscribe(user);
    return { user, order };
  };

  it('asks every customer for a review an hour after Entregado, once, with both links', async () => {
    const placed = await placePaidOrder(t, customer.token, { cart: [{ id: burger, cantidad: 1 }] });
    for (const status of ['Listo', 'Entregado']) {
      const res = await api('PUT', `/orders/${placed.purchaseId}`, { token: employee.token, body: { status } });
      expect(res.status).toBe(200);
    }
    const [job, ...more] = await jobsOf(customer.id);
    expect(more).toHaveLength(0);
    expect(job).toMatchObject({ kind: 'review', orderId: placed.orderId, status: 'pending' });
    expect(job!.dueAt.getTime()).toBe(clock.getTime() + 60 * MINUTE_MS);

    await runJobs();
    expect(mailsTo(customer.email, isReview)).toHaveLength(0);

    later(61 * MINUTE_MS);
    await runJobs();
    const [mail, ...others] = mailsTo(customer.email, isReview);
    expect(others).toHaveLength(0);
    const shopLink = `${t.config.publicUrl}/calificanos/${placed.purchaseId}`;
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(shopLink);
      expect(part).toContain(GOOGLE);
    }
    expect(mail!.text).toContain('Calificá tu pedido');
    expect(mail!.text).toContain('Dejanos una reseña en Google');

    await runJobs();
    later(DAY_MS);
    await runJobs();
    expect(mailsTo(customer.email, isReview)).toHaveLength(1);
    const [sent] = await jobsOf(customer.id);
    expect(sent).toMatchObject({ status: 'sent', channel: 'mail', attempts: 0 });
  });

  it('cancels the review request of an order refunded before it was due', async () => {
    const buyer = await insertUser(t, { role: 'customer', firstName: 'Reintegro' });
    const order = await insertOrder(t, buyer.id, {
      paidAt: clock,
      lines: [{ productId: burger, quantity: 1, unit: 10000 }],
    });
    await followups.scheduleReview(t.app.ctx.db, {
      userId: buyer.id,
      orderId: order.id,
      dueAt: new Date(clock.getTime() + 60 * MINUTE_MS),
      now: clock,
    });
    await t.app.ctx.db.update(orders).set({ refundedAt: clock }).where(eq(orders.id, order.id));
    later(2 * 60 * MINUTE_MS);
    await runJobs();
    expect(mailsTo(buyer.email, isReview)).toHaveLength(0);
    expect((await jobsOf(buyer.id))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'order_refunded' });
  });

  it('sends one Te extrañamos with a personal coupon to a consenting customer away 46 days, and nobody else', async () => {
    const away = await lapsed('Sofía', 46, true);
    const quiet = await lapsed('Sinconsentimiento', 46, false);
    const recent = await lapsed('Reciente', 10, true);

    later(20 * MINUTE_MS);
    await runJobs();
    const [mail, ...others] = mailsTo(away.user.email, isWinBack);
    expect(others).toHaveLength(0);
    expect(mailsTo(quiet.user.email, isWinBack)).toHaveLength(0);
    expect(mailsTo(recent.user.email, isWinBack)).toHaveLength(0);
    expect(mail!.text).toContain('15 % de descuento');
    expect(mail!.text).toContain('/api/newsletter/unsubscribe/');
    const code = /VOLV-[0-9A-Z]{4}/.exec(mail!.text)?.[0];
    expect(code).toBeDefined();

    // Scanned again later: never a second one for the same absence.
    later(20 * MINUTE_MS);
    await runJobs();
    expect(mailsTo(away.user.email, isWinBack)).toHaveLength(1);

    const price = (token: string | undefined) =>
      api<{ total: number; discount: number; error?: string }>('POST', '/cart/price', {
        token,
        body: { cart: [{ id: burger, cantidad: 1 }], coupons: [code] },
      });
    expect((await price(away.user.token)).body).toMatchObject({ discount: 1500, total: 8500 });
    expect(await price(other.token)).toMatchObject({ status: 400, body: { error: 'Este cupón es personal.' } });
    expect(await price(undefined)).toMatchObject({
      status: 400,
      body: { error: 'Ingresá a tu cuenta para usar este cupón.' },
    });
    // The public list never shows it.
    const listed = await api<Array<{ code: string }>>('GET', '/coupons');
    expect(listed.body.map((coupon) => coupon.code)).not.toContain(code);

    // The cart's coupon field finds it among the customer's own coupons.
    const mine = await api<Array<{ code: string }>>('GET', `/users/${away.user.id}/coupons`, {
      token: away.user.token,
    });
    expect(mine.body.map((coupon) => coupon.code)).toEqual([code]);
    await placePaidOrder(t, away.user.token, { cart: [{ id: burger, cantidad: 1 }], coupons: [code] });
    // Used: no longer offered.
    const used = await api<unknown[]>('GET', `/users/${away.user.id}/coupons`, { token: away.user.token });
    expect(used.body).toEqual([]);
    expect(await price(away.user.token)).toMatchObject({ status: 400, body: { error: 'Este cupón ya fue usado.' } });
    const again = await api('POST', '/pay/mercadopago', {
      token: away.user.token,
      body: { cart: [{ id: burger, cantidad: 1 }], coupons: [code] },
    });
    expect(again).toMatchObject({ status: 400, body: { error: 'Este cupón ya fue usado.' } });

    const stats = await api<{ winBack: { sent: number; cameBack: number } }>('GET', '/admin/stats', {
      token: admin.token,
    });
    expect(stats.body.winBack).toEqual({ sent: 1, cameBack: 1 });
  });

  it('cancels a win-back when the customer ordered again or unsubscribed before it was due', async () => {
    const back = await lapsed('Volvió', 60, true);
    const gone = await lapsed('Baja', 60, true);
    for (const { user, order } of [back, gone]) {
      await followups.scheduleWinBack(t.app.ctx.db, {
        userId: user.id,
        orderId: order.id,
        dueAt: new Date(clock.getTime() + DAY_MS),
        now: clock,
      });
    }
    await insertOrder(t, back.user.id, {
      paidAt: clock,
      lines: [{ productId: burger, quantity: 1, unit: 10000 }],
    });
    await t.app.ctx.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, gone.user.email));

    later(2 * DAY_MS);
    await runJobs();
    expect(mailsTo(back.user.email, isWinBack)).toHaveLength(0);
    expect(mailsTo(gone.user.email, isWinBack)).toHaveLength(0);
    expect((await jobsOf(back.user.id))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'ordered_again' });
    expect((await jobsOf(gone.user.id))[0]).toMatchObject({ status: 'cancelled', cancelReason: 'unsubscribed' });
  });

  it('keeps the owner’s win-back settings, checked in Spanish', async () => {
    const read = await api<LoyaltySettingsView>('GET', '/admin/loyalty', { token: admin.token });
    expect(read.body).toMatchObject({ winBackEnabled: true, winBackDays: 45, winBackPercent: 15 });
    const base = { enabled: true, pesosPerPoint: 100, expiryMonths: 12 };
    expect(await api('PUT', '/admin/loyalty', { token: admin.token, body: { ...base, winBackDays: 3 } })).toMatchObject(
      {
        status: 400,
        body: { error: 'Ingresá cuántos días sin pedir esperar antes de enviar “Te extrañamos” (de 7 a 365).' },
      },
    );
    expect(
      await api('PUT', '/admin/loyalty', { token: admin.token, body: { ...base, winBackPercent: 95 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Ingresá el descuento del cupón de “Te extrañamos” (de 1 a 90 %).' },
    });
    const saved = await api<LoyaltySettingsView>('PUT', '/admin/loyalty', {
      token: admin.token,
      body: { ...base, winBackEnabled: false, winBackDays: 60, winBackPercent: 20 },
    });
    expect(saved.body).toMatchObject({ winBackEnabled: false, winBackDays: 60, winBackPercent: 20 });
    // An older client that sends only the points' fields leaves the win-back as it was.
    const kept = await api<LoyaltySettingsView>('PUT', '/admin/loyalty', { token: admin.token, body: base });
    expect(kept.body).toMatchObject({ winBackEnabled: false, winBackDays: 60, winBackPercent: 20 });
    // Off: nobody is scanned.
    const away = await lapsed('Apagado', 90, true);
    later(20 * MINUTE_MS);
    await runJobs();
    expect(await jobsOf(away.user.id)).toHaveLength(0);
    await api('PUT', '/admin/loyalty', {
      token: admin.token,
      body: { ...base, winBackEnabled: true, winBackDays: 45, winBackPercent: 15 },
    });
  });

  it('sends each message once when two instances run their workers at the same time', async () => {
    const second = await startSecondInstance(t);
    try {
      second.app.ctx.now = () => clock;
      const reviewed = await Promise.all(
        [1, 2, 3, 4].map(async (n) => {
          const buyer = await insertUser(t, { role: 'customer', firstName: `Reseña${n}` });
          const order = await insertOrder(t, buyer.id, {
            paidAt: clock,
            lines: [{ productId: burger, quantity: 1, unit: 10000 }],
          });
          await followups.scheduleReview(t.app.ctx.db, {
            userId: buyer.id,
            orderId: order.id,
            dueAt: new Date(clock.getTime() + MINUTE_MS),
            now: clock,
          });
          return buyer;
        }),
      );
      const missed: TestUser[] = [];
      for (const n of [1, 2, 3]) missed.push((await lapsed(`Extrañado${n}`, 50, true)).user);

      later(20 * MINUTE_MS);
      await Promise.all([runJobs(t.app), runJobs(second.app)]);
      await Promise.all([runJobs(t.app), runJobs(second.app)]);

      for (const buyer of reviewed) expect(mailsTo(buyer.email, isReview)).toHaveLength(1);
      for (const user of missed) expect(mailsTo(user.email, isWinBack)).toHaveLength(1);
      const jobs = await t.app.ctx.db
        .select()
        .from(followupJobs)
        .where(
          inArray(
            followupJobs.userId,
            [...reviewed, ...missed].map((user) => user.id),
          ),
        );
      expect(jobs).toHaveLength(7);
      expect(jobs.every((job) => job.status === 'sent')).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('follow-up messages when the mail server fails', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer({ accept: 0 });
  });
  afterAll(async () => smtp.close());
  const { t } = useTestApp(() => ({ SMTP_URL: smtp.url }));
  let clock: Date;
  let burger: number;

  beforeAll(async () => {
    burger = await insertProduct(t, { type: 'burgers', name: 'Doble', price: 9000 });
    clock = new Date();
    t.app.ctx.now = () => clock;
  });

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const runJobs = async () => {
    t.app.ctx.followups.kick();
    await t.app.ctx.followups.idle();
  };
  /** A picked-up order whose review request is due now. */
  const dueReview = async (name: string) => {
    const buyer = await insertUser(t, { role: 'customer', firstName: name });
    const order = await insertOrder(t, buyer.id, {
      paidAt: clock,
      lines: [{ productId: burger, quantity: 1, unit: 9000 }],
    });
    await followups.scheduleReview(t.app.ctx.db, { userId: buyer.id, orderId: order.id, dueAt: clock, now: clock });
    const [job] = await t.app.ctx.db.select().from(followupJobs).where(eq(followupJobs.orderId, order.id));
    return { buyer, job: job! };
  };
  const jobNow = async (id: number) => (await followups.jobById(t.app.ctx.db, id))!;

  it('retries after a growing wait, gives up after the last attempt, and takes over a dead sender’s job', async () => {
    const retried = await dueReview('Reintento');
    const hopeless = await dueReview('Sinremedio');
    await t.app.ctx.db.update(followupJobs).set({ attempts: 4 }).where(eq(followupJobs.id, hopeless.job.id));

    await runJobs();
    expect(await jobNow(retried.job.id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await jobNow(retried.job.id)).lastError).toBeTruthy();
    expect((await jobNow(retried.job.id)).nextAttemptAt?.getTime()).toBe(clock.getTime() + MINUTE_MS);
    expect(await jobNow(hopeless.job.id)).toMatchObject({ status: 'failed', attempts: 5 });

    // Not before its wait is over; then the wait doubles.
    await runJobs();
    expect((await jobNow(retried.job.id)).attempts).toBe(1);
    later(MINUTE_MS + 1000);
    await runJobs();
    expect(await jobNow(retried.job.id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await jobNow(retried.job.id)).nextAttemptAt?.getTime()).toBe(clock.getTime() + 2 * MINUTE_MS);

    smtp.recover();
    // A job an instance claimed and never finished (it died): taken over once its lease is over.
    const orphan = await dueReview('Huérfano');
    await t.app.ctx.db
      .update(followupJobs)
      .set({ status: 'sending', leaseUntil: new Date(Date.now() - MINUTE_MS) })
      .where(eq(followupJobs.id, orphan.job.id));
    later(2 * MINUTE_MS + 1000);
    await runJobs();
    expect(await jobNow(retried.job.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await jobNow(orphan.job.id)).toMatchObject({ status: 'sent' });
    expect(await jobNow(hopeless.job.id)).toMatchObject({ status: 'failed' });
    const mails = smtp.mails.filter((mail) => mail.to.includes(retried.buyer.email.toLowerCase()));
    expect(mails).toHaveLength(1);
    // Without GOOGLE_REVIEW_URL the message links the shop's page only.
    expect(mails[0]!.text).toContain('/calificanos/');
    expect(mails[0]!.text).not.toContain('Google');
    expect(smtp.mails.filter((mail) => mail.to.includes(hopeless.buyer.email.toLowerCase()))).toHaveLength(0);
  });
});
