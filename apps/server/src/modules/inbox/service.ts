import type { InboxMessage, InboxPage } from '@burgers/domain/schemas/inbox-response';
import type { Tx } from '#db/client';
import { notFound } from '#lib/errors';
import { messages } from '#messages';
import { inboxPage, markRead, type ContactMessageRow } from './repo';
import { subjectLabel } from '../contact/service';

export const INBOX_PAGE_SIZE = 20;

function toInboxMessage(row: ContactMessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.userName,
    surname: row.userSurname,
    email: row.email,
    telephone: row.telephone,
    subject: subjectLabel(row.subject),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** One page of the inbox, newest first, with the counts the admin home shows. */
export async function inbox(db: Tx, page: number): Promise<InboxPage> {
  const found = await inboxPage(db, page, INBOX_PAGE_SIZE);
  return {
    messages: found.rows.map(toInboxMessage),
    total: found.total,
    unread: found.unread,
    page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

/** Opening a message marks it read, once. */
export async function openMessage(db: Tx, id: number): Promise<InboxMessage> {
  const row = await markRead(db, id);
  if (!row) throw notFound(messages.contactMessageNotFound);
  return toInboxMessage(row);
}
