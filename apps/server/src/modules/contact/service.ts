import type { ContactData } from '@burgers/domain/schemas/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { contactMail } from './contact-mail';
import { insertContactMessage, type ContactMessage } from './repo';

/**
 * Stores the message first, so it is never lost, then mails it to the store. A mail failure is
 * logged, not shown to the visitor: the message is already safely stored.
 */
export async function receiveContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  data: ContactData,
  log: FastifyBaseLogger,
): Promise<ContactMessage> {
  const contact = await insertContactMessage(ctx.db, data);
  try {
    await ctx.mailer.send({ to: ctx.config.storeEmail, ...contactMail(contact) });
  } catch (err) {
    log.error({ err, contactMessageId: contact.id }, 'contact message stored but not mailed to the store');
  }
  return contact;
}
