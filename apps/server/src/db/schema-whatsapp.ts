/** WhatsApp notices (issue 37, docs/product/messages.md#whatsapp): each message sent, and the numbers that said BAJA. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WHATSAPP_MESSAGE_STATUSES } from '@burgers/domain/schemas/whatsapp-response';
import { createdAt } from './schema-columns';
import { orders } from './schema-orders';

/**
 * A message's life: `pending` while the Cloud API is called, `accepted` once it answered with the
 * message's id, then what Meta's status webhook reports. A status never goes back (a late
 * `delivered` after `read` only fills its time); `failed` is the end, whatever came before.
 */
export const WHATSAPP_STATUSES = WHATSAPP_MESSAGE_STATUSES;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What it tells: `confirmado`, `listo`, `en_camino`, `gracias`; one of each per order. */
    kind: text('kind').notNull(),
    template: text('template').notNull(),
    /** E.164, as it was sent to. */
    phone: text('phone').notNull(),
    /** Meta's id (`wamid.…`), the key its status webhook names the message by. */
    waMessageId: text('wa_message_id'),
    status: text('status', { enum: WHATSAPP_STATUSES }).notNull().default('pending'),
    /** Why it failed: the Cloud API's refusal, or the webhook's error. */
    error: text('error'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** When the push notice and the mail went instead (a failed message): set once, by one instance. */
    fallbackAt: timestamp('fallback_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('whatsapp_messages_order_kind_key').on(t.orderId, t.kind),
    uniqueIndex('whatsapp_messages_wa_id_key').on(t.waMessageId),
    index('whatsapp_messages_phone_idx').on(t.phone),
    check(
      'whatsapp_messages_status_check',
      sql`${t.status} IN ('pending', 'accepted', 'sent', 'delivered', 'read', 'failed')`,
    ),
  ],
);

/** Numbers that answered `BAJA`: no WhatsApp goes to them again (their orders hear by mail and push). */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  /** E.164. */
  phone: text('phone').primaryKey(),
  createdAt: createdAt(),
});
