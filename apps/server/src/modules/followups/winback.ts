/**
 * `Te extrañamos` (docs/product/loyalty.md#asked-back-never-spammed): a customer on the newsletter
 * who has not paid for an order in the owner's number of days gets one message with a personal,
 * single-use coupon; at most one per lapse and per period, cancelled when the reason is gone.
 */
import { href } from '@burgers/domain/pages';
import { brandedMail, type MailContent } from '#adapters/mail/templates';
import type { AppContext } from '#context';
import { messages } from '#messages';
import type { FollowupContent } from './channel';
import { createWinBackCoupon, type WinBackCoupon } from './coupon-repo';
import * as repo from './repo';
import type { Prepared } from './review';
import { hashMailToken } from '../auth/mail-tokens';
import { loyaltySettings } from '../loyalty/service';
import { unsubscribeToken, unsubscribeUrl } from '../newsletter/service';

type WinBackContext = Pick<AppContext, 'db' | 'config' | 'now'>;

const DAY_MS = 86_400_000;
/** Customers scheduled per scan: the rest wait for the next one. */
const SCAN_LIMIT = 500;

/** Schedules a win-back, due now, for every customer who qualifies; answers how many. */
export async function scanWinBack(ctx: WinBackContext): Promise<number> {
  const settings = await loyaltySettings(ctx.db);
  if (!settings.winBackEnabled) return 0;
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - settings.winBackDays * DAY_MS);
  const lapsed = await repo.lapsedCustomers(ctx.db, cutoff, cutoff, SCAN_LIMIT);
  let scheduled = 0;
  for (const customer of lapsed) {
    // Two instances scanning at once schedule it once: the lapse's unique key decides.
    if (await repo.scheduleWinBack(ctx.db, { ...customer, dueAt: now, now })) scheduled += 1;
  }
  return scheduled;
}

const dayText = (date: string) => date.split('-').reverse().join('/');

export function winBackMail(
  firstName: string,
  coupon: Pick<WinBackCoupon, 'code' | 'percent' | 'expirationDate'>,
  links: { shop: string; unsubscribe: string },
): MailContent {
  return brandedMail({
    subject: 'Te extrañamos',
    greeting: `Hola ${firstName}!`,
    paragraphs: [
      'Hace rato que no pedís en Burgers Devoto y te extrañamos.',
      `Para que vuelvas, te regalamos un ${coupon.percent} % de descuento en tu próximo pedido con el cupón ${coupon.code}.`,
      `Es personal, vale para un pedido y vence el ${dayText(coupon.expirationDate)}.`,
    ],
    action: { label: 'Pedir ahora', url: links.shop },
    footerLink: {
      text: messages.newsletterWhyReceived,
      label: messages.newsletterUnsubscribeLabel,
      url: links.unsubscribe,
    },
  });
}

/** The coupon this job already made (a retried send reuses it), or a new one kept with the job. */
async function couponOf(ctx: WinBackContext, job: repo.FollowupJob, percent: number): Promise<WinBackCoupon> {
  const existing = job.couponId === null ? undefined : await repo.couponById(ctx.db, job.couponId);
  if (existing) return existing;
  return ctx.db.transaction(async (tx) => {
    const coupon = await createWinBackCoupon(tx, { userId: job.userId, percent, now: ctx.now() });
    await repo.setCoupon(tx, job.id, coupon.id);
    return coupon;
  });
}

/** The message for a due win-back, or why it is no longer sent. */
export async function prepareWinBack(ctx: WinBackContext, job: repo.FollowupJob): Promise<Prepared> {
  const settings = await loyaltySettings(ctx.db);
  if (!settings.winBackEnabled) return { cancel: 'win_back_off' };
  const customer = await repo.recipient(ctx.db, job.userId);
  if (!customer) return { cancel: 'account_gone' };
  if (!(await repo.consents(ctx.db, customer.email))) return { cancel: 'unsubscribed' };
  const last = await repo.orderState(ctx.db, job.orderId);
  if (last?.paidAt && (await repo.orderedSince(ctx.db, job.userId, last.paidAt))) return { cancel: 'ordered_again' };
  const coupon = await couponOf(ctx, job, settings.winBackPercent);
  const token = unsubscribeToken(ctx.config.jwtSecret, customer.email);
  await repo.syncUnsubscribeHash(ctx.db, customer.email, hashMailToken(token));
  const content: FollowupContent = {
    to: customer,
    mail: winBackMail(customer.firstName, coupon, {
      shop: `${ctx.config.publicUrl}${href('menu')}`,
      unsubscribe: unsubscribeUrl(ctx.config.publicUrl, token),
    }),
    secrets: [token, encodeURIComponent(token)],
  };
  return { content };
}
