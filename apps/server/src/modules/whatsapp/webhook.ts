import { z } from 'zod';
import { sendText } from '#adapters/whatsapp/client';
import { fromWaId, isOptOutWord } from './phone';
import * as repo from './repo';
import { CALLBACK_PREFIX, fallBack, type WhatsAppContext } from './send';

/**
 * Meta's webhook payload (`object: whatsapp_business_account`), read leniently: only the statuses
 * of the shop's messages and the customers' texts matter; anything else in it is ignored.
 */
const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }))
    .optional(),
});
const incomingSchema = z.object({
  from: z.string(),
  type: z.string().optional(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
});
const payloadSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(statusSchema).optional(),
                  messages: z.array(incomingSchema).optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

const REPORTED = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/** Said back to a number that sent BAJA (within the 24 hours WhatsApp allows a free text). */
export const OPT_OUT_ANSWER =
  'Listo, no te vamos a mandar más avisos por WhatsApp. Te seguimos avisando de tus pedidos por correo.';

/** Meta's time (seconds since 1970, as text), or now when it sent none. */
function reportedAt(ctx: WhatsAppContext, timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : ctx.now();
}

/** The row id the shop's message carried (`mensaje:42`), or null. */
function rowIdOf(callbackData: string | undefined): number | null {
  if (!callbackData?.startsWith(CALLBACK_PREFIX)) return null;
  const id = callbackData.slice(CALLBACK_PREFIX.length);
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
}

function errorOf(status: z.output<typeof statusSchema>): string | null {
  const [first] = status.errors ?? [];
  if (!first) return null;
  const text = first.message ?? first.title ?? 'error';
  return first.code === undefined ? text : `${text} (${first.code})`;
}

/** What a signed notification says, applied: statuses recorded once each, failures fallen back on, BAJA kept. */
export async function handleNotification(ctx: WhatsAppContext, body: unknown): Promise<void> {
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) {
    ctx.log.warn({ issues: parsed.error.issues.length }, 'WhatsApp notification not understood: ignored');
    return;
  }
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    for (const status of change.value?.statuses ?? []) {
      if (!REPORTED.has(status.status)) continue;
      const result = await repo.recordStatus(ctx.db, {
        waMessageId: status.id,
        rowId: rowIdOf(status.biz_opaque_callback_data),
        status: status.status as repo.ReportedStatus,
        at: reportedAt(ctx, status.timestamp),
        error: errorOf(status),
      });
      if (result?.changed && status.status === 'failed') {
        const { message } = result;
        ctx.log.warn(
          { orderId: message.orderId, kind: message.kind, error: message.error },
          'WhatsApp reported failed',
        );
        await fallBack(ctx, message);
      }
    }
    for (const incoming of change.value?.messages ?? []) {
      const text = incoming.text?.body ?? incoming.button?.text ?? '';
      if (!isOptOutWord(text)) continue;
      const phone = fromWaId(incoming.from);
      await repo.optOut(ctx.db, phone);
      ctx.log.info('a customer answered BAJA: no more WhatsApp to that number');
      const config = ctx.config.whatsapp;
      if (config) {
        ctx.background.run('WhatsApp BAJA answer', async () => {
          const answer = await sendText(config, phone, OPT_OUT_ANSWER);
          if (!answer.ok) ctx.log.warn({ error: answer.error }, 'WhatsApp BAJA answer not sent');
        });
      }
    }
  }
}
