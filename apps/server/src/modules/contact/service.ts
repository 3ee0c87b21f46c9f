import type { FastifyBaseLogger } from 'fastify';
import type { ContactData } from '@burgers/domain/schemas/contact';
import type { AppContext } from '#context';
import { contactMail } from './contact-mail';
import { insertContactMessage, type ContactMessage } from './repo';
import { countMailRequest } from '../auth/mail-limits';

/** How a subject number reads (1 Franquicias, ...): the inbox shows it too. */
export { subjectLabel } from './contact-mail';

/**
 * Counts it under the mail limit, stores the message, so it is never lost, then mails it to the store. A mail failure is
 * logged, not shown to the visitor: the message is already safely stored.
 */
export async function receiveContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  data: ContactData,
  ip: string,
  log: FastifyBaseLogger,
): Promise<ContactMessage> {
  // Each message mails the store: limited per sender address and per IP like every call that mails.
  await countMailRequest(ctx, { purpose: 'contact', address: data.email, ip });
  const contact = await insertContactMessage(ctx.db, data);
  try {
    await ctx.mailer.send({ to: ctx.config.storeEmail, ...contactMail(contact) });
  } catch (err) {
    log.error({ err, contactMessageId: contact.id }, 'contact message stored but not mailed to the store');
  }
  return contact;
}
