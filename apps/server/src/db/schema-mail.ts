import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

// Mail: the newsletter, contact messages, every mail sent.

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /**
     * SHA-256 of the unsubscribe link's token, as the other tokens are kept: the token itself is
     * derived from the shop's secret when a newsletter is mailed (newsletter/service.ts).
     */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_key').on(t.unsubscribeTokenHash),
  ],
);

/**
 * A newsletter as the admin sent it. The same title, description and button text sent again is
 * the same issue (a retry after a send cut off halfway), identified by `contentKey`.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the title, description and button text. */
    contentKey: text('content_key').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    btnTxt: text('btn_txt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_issues_content_key').on(t.contentKey)],
);

/**
 * One row per issue and subscriber: claimed before the mail goes out, marked sent once the mail
 * server took it, removed when it refused it. A retry mails only those without a row, so nobody
 * gets one issue twice, whichever server instance sends it.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: integer('issue_id')
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.issueId, t.subscriberId] }),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriberId),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  userSurname: text('user_surname').notNull(),
  email: text('email').notNull(),
  telephone: text('telephone').notNull(),
  subject: integer('subject').notNull(),
  message: text('message').notNull(),
  /** Set when an admin first opens the message in the inbox. */
  readAt: timestamp('read_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every mail the shop sends; without SMTP this is the outbox. */
export const sentMail = pgTable(
  'sent_mail',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sent_mail_to_idx').on(t.to, t.createdAt)],
);
